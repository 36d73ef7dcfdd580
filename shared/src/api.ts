import { t } from './messages';
import type { AxiosInstance } from 'axios';

/** 10 s for every call. */
export const API_TIMEOUT_MS = 10_000;

/**
 * The one API client. Same-origin by default (the shell and the API are served by one process);
 * a standalone remote sets `window.__CIVIC_API_BASE__` in its harness to reach another origin.
 */
declare global {
  interface Window {
    __CIVIC_API_BASE__?: string;
  }
}

function baseURL(): string {
  return (typeof window !== 'undefined' && window.__CIVIC_API_BASE__) || '';
}

/** The calls the site makes, with axios's own signatures, and the base address a link to the API needs. */
export type ApiClient = Pick<AxiosInstance, 'get' | 'post' | 'put' | 'patch' | 'delete'> & { readonly defaults: { readonly baseURL: string } };

/**
 * axios (about 15 KB compressed) is fetched with the first call, not with the page: a page that calls nothing
 * (the home page, the organisation's text pages) goes without it, and the page of a section, whose first data
 * call needs it, names its file among its preloads (`data-preload="api-client"`), so it arrives beside the
 * section's own files rather than after them. A failed fetch of the file is tried again on the next call.
 */
let client: Promise<AxiosInstance> | null = null;
function loadClient(): Promise<AxiosInstance> {
  client ??= import(/* webpackChunkName: "api-client" */ 'axios').then(
    ({ default: axios }) =>
      axios.create({
        baseURL: baseURL(),
        timeout: API_TIMEOUT_MS,
        withCredentials: true,
        headers: {
          'Content-Type': 'application/json',
          // A header a cross-site form cannot send: the server's Origin check is the real defence, this is belt and braces.
          'X-Requested-With': 'civic-web',
        },
      }),
    (error: unknown) => {
      client = null;
      throw error;
    },
  );
  return client;
}

export const api: ApiClient = {
  defaults: { baseURL: baseURL() },
  get: ((url, config) => loadClient().then((axios) => axios.get(url, config))) as AxiosInstance['get'],
  delete: ((url, config) => loadClient().then((axios) => axios.delete(url, config))) as AxiosInstance['delete'],
  post: ((url, data, config) => loadClient().then((axios) => axios.post(url, data, config))) as AxiosInstance['post'],
  put: ((url, data, config) => loadClient().then((axios) => axios.put(url, data, config))) as AxiosInstance['put'],
  patch: ((url, data, config) => loadClient().then((axios) => axios.patch(url, data, config))) as AxiosInstance['patch'],
};

/** A failed call, in the terms a form needs: a message to show and, for 4xx, the field at fault. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly field: string | null,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isNetworkError(): boolean {
    return this.status === null;
  }
}

interface ErrorBody {
  message?: unknown;
  field?: unknown;
  error?: unknown;
}

interface ClientError {
  isAxiosError: true;
  response?: { status: number; data?: unknown };
}

function isClientError(error: unknown): error is ClientError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

export function toApiError(error: unknown, fallbackMessage = t('errorOccurred')): ApiError {
  if (error instanceof ApiError) return error;
  // No answer at all while the browser knows it has no connection: say that, not that something went wrong.
  const unanswered = !isClientError(error) || !error.response;
  if (unanswered && typeof navigator !== 'undefined' && navigator.onLine === false) return new ApiError(t('needsConnection'), null, null, null);
  // What axios's isAxiosError checks, without loading axios for it (and rather than instanceof: a federated
  // page may hold more than one copy of axios).
  if (isClientError(error)) {
    const status = error.response?.status ?? null;
    const body = (error.response?.data ?? null) as ErrorBody | null;
    const message = typeof body?.message === 'string' ? body.message : typeof body?.error === 'string' ? body.error : fallbackMessage;
    const field = typeof body?.field === 'string' ? body.field : null;
    return new ApiError(message, status, field, body);
  }
  return new ApiError(fallbackMessage, null, null, null);
}
