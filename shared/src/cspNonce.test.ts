import { cspNonce } from './cspNonce';

describe('cspNonce', () => {
  afterEach(() => document.head.querySelector('meta[property="csp-nonce"]')?.remove());

  it('reads the nonce the server wrote into the page', () => {
    const meta = document.createElement('meta');
    meta.setAttribute('property', 'csp-nonce');
    meta.setAttribute('nonce', 'bm9uY2UtZm9yLXRoaXMtcGFnZQ==');
    document.head.append(meta);
    expect(cspNonce()).toBe('bm9uY2UtZm9yLXRoaXMtcGFnZQ==');
  });

  it('is undefined on a page served without one (a development server)', () => {
    expect(cspNonce()).toBeUndefined();
  });
});
