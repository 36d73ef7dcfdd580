/**
 * The style nonce the server wrote into this page (`<meta property="csp-nonce">`): the one value the page's
 * Content-Security-Policy allows for a <style> element. styled-components reads the meta itself; any other
 * library that injects a <style> element (react-toastify) must be given it.
 */
export function cspNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const meta = document.head.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  // Browsers hide the nonce attribute once the page is parsed; the property keeps it.
  return meta?.nonce || meta?.getAttribute('nonce') || undefined;
}
