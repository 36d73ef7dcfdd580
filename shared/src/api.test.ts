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
});
