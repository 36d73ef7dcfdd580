import { useState } from 'react';

/**
 * The dashboard's forms (the public name, the password), with the form and validation libraries: one chunk,
 * fetched when the citizen opens either form rather than with the page.
 */
export const loadAccountForms = () => import(/* webpackChunkName: "account-forms" */ './accountForms');

/**
 * Opens a form once its code is here, so the form can take focus as it appears: `open` fetches it (at once when
 * it came before), then calls `onLoaded`. Meanwhile `opening` holds; a fetch that fails sets `failed` until the
 * next try.
 */
export function useOpenWhenLoaded(onLoaded: () => void) {
  const [opening, setOpening] = useState(false);
  const [failed, setFailed] = useState(false);
  async function open() {
    setFailed(false);
    setOpening(true);
    try {
      await loadAccountForms();
      onLoaded();
    } catch {
      setFailed(true);
    } finally {
      setOpening(false);
    }
  }
  return { open, opening, failed };
}
