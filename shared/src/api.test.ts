import { AxiosError, AxiosHeaders } from 'axios';
import { toApiError } from './api';

describe('toApiError', () => {
  const config = { headers: new AxiosHeaders() };

  it('takes the message and the field from a 4xx answer', () => {
    const error = new AxiosError('bad', 'ERR_BAD_REQUEST', config, null, {
      status: 400,
      data: { message: 'Invalid email address.', field: 'email' },
      statusText: '',
      headers: {},
      config,
    });
    const apiError = toApiError(error);
    expect(apiError).toMatchObject({ message: 'Invalid email address.', status: 400, field: 'email', isNetworkError: false });
  });

  it('treats a call with no answer as a network error with the fallback message', () => {
    const apiError = toApiError(new AxiosError('timeout of 10000ms exceeded', 'ECONNABORTED', config), 'Please try again.');
    expect(apiError).toMatchObject({ message: 'Please try again.', status: null, field: null, isNetworkError: true });
  });

  describe('while the browser has no connection', () => {
    beforeEach(() => Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false }));
    afterEach(() => Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true }));

    it('says a call with no answer needs a connection, whatever the form would have said', () => {
      const apiError = toApiError(new AxiosError('Network Error', 'ERR_NETWORK', config), 'Logout failed');
      expect(apiError).toMatchObject({ message: 'You are offline. This needs a connection: try again once you are back online.', isNetworkError: true });
      expect(toApiError(new TypeError('Failed to fetch'))).toMatchObject({ message: 'You are offline. This needs a connection: try again once you are back online.' });
    });

    it("still gives an answer's own message when one came", () => {
      const error = new AxiosError('bad', 'ERR_BAD_REQUEST', config, null, { status: 429, data: { message: 'Too many tries.' }, statusText: '', headers: {}, config });
      expect(toApiError(error)).toMatchObject({ message: 'Too many tries.', status: 429 });
    });
  });
});
