import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// The whole suite runs two packages at a time beside the API's tests on a two-core machine: a page that renders
// in 50 ms alone can take over a second then. Waiting longer changes nothing for a test that passes; it only
// keeps a loaded machine from failing one that would.
configure({ asyncUtilTimeout: 4000 });

// react-router 7 needs these; jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// A test file may ask for Node's environment (`@jest-environment node`): it has no window.
if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener() {},
        removeListener() {},
        addEventListener() {},
        removeEventListener() {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  window.scrollTo = () => {};
}

/** Components under test must not open real sockets; tests that need one install their own stand-in. */
class QuietWebSocket {
  onopen = null;
  onmessage = null;
  onclose = null;
  onerror = null;
  readyState = 0;
  constructor(readonly url: string) {}
  close() {}
  send() {}
}
Object.assign(globalThis, { WebSocket: QuietWebSocket });
