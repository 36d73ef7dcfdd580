import { AxiosError, AxiosHeaders } from 'axios';
import { api } from '../api';

type GetAnswer = Awaited<ReturnType<typeof api.get>>;
type PostAnswer = Awaited<ReturnType<typeof api.post>>;

/** An axios-shaped answer carrying `data`, for tests that spy on the shared client. */
export function answer<T>(data: T, status = 200): GetAnswer & PostAnswer {
  return { data, status, statusText: 'OK', headers: {}, config: { headers: {} } } as GetAnswer & PostAnswer;
}

/** The error the shared client throws for an HTTP error answer, carrying `data` as the API's body. */
export function apiFailure(status: number, data: unknown): AxiosError {
  const headers = new AxiosHeaders();
  return new AxiosError('Request failed', 'ERR_BAD_RESPONSE', { headers }, null, { status, data, statusText: '', headers, config: { headers } });
}

/** An answer a route gives as the API's JSON error (a 404, a 400 naming a field). */
export class HttpFailure {
  constructor(
    readonly status: number,
    readonly message = 'Failed',
    readonly field: string | null = null,
  ) {}
}

/**
 * Spies on `api.get` and answers by path (query included). An HttpFailure answers like the API's JSON
 * error; `failures` counts how many calls to a path fail (network error) before it starts answering, so a
 * test can exercise "retry".
 */
export function mockGet(routes: Record<string, unknown>, failures: Record<string, number> = {}) {
  const remaining = { ...failures };
  return jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if ((remaining[url] ?? 0) > 0) {
      remaining[url]! -= 1;
      throw new Error('Network Error');
    }
    if (!(url in routes)) throw new Error(`Unexpected GET ${url}`);
    const value = routes[url];
    if (value instanceof HttpFailure) {
      throw {
        isAxiosError: true,
        message: value.message,
        response: { status: value.status, data: { status: 'error', message: value.message, field: value.field, status_code: value.status } },
      };
    }
    return answer(value);
  });
}
