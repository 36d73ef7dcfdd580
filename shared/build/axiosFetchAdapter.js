// Stands in for axios's fetch adapter (lib/adapters/fetch.js) in the browser builds, and fetches the real one
// with the first request that asks for it. The API client sends by XMLHttpRequest, which axios tries first; only
// what an anonymous reporter sends goes by fetch (`adapter: 'fetch'`, so no cookie of this site goes with it).
// The adapter and its stream helpers were 3.2 KB as sent of every page that loads the API client.
import { AxiosError } from 'axios';

let real;

/** axios asks `getFetch(config)` for the adapter, then calls it with the request; here it arrives first. */
export const getFetch = (config) => (request) => {
  real ??= import(/* webpackChunkName: "api-fetch" */ 'axios/unsafe/adapters/fetch.js?whole').catch((error) => {
    real = undefined;
    throw error;
  });
  return real.then(
    (adapter) => adapter.getFetch(config)(request),
    // Not fetched (offline, or the connection dropped): the caller sees what a request that could not leave says.
    () => {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, request);
    },
  );
};

export default getFetch();
