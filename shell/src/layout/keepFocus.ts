import { useEffect } from 'react';

/**
 * The control a keyboard user had reached in the page the server sent, before the shell's first render
 * replaced it with the same markup: the same kind of element, with the same words and address.
 */
interface FocusedControl {
  tag: string;
  text: string;
  href: string | null;
}

let before: FocusedControl | null = null;

function note(element: Element | null, doc: Document): void {
  const root = doc.getElementById('root');
  before = element instanceof HTMLElement && root?.contains(element) ? { tag: element.tagName, text: element.textContent ?? '', href: element.getAttribute('href') } : null;
}
const onFocusIn = (event: FocusEvent) => note(event.target as Element | null, document);

/**
 * Notes what has focus in the page as sent, and follows it while the first render is under way (a slow phone
 * takes a while), until that render is on screen. Called once, before it starts.
 */
export function rememberFocusBeforeStart(doc: Document = document): void {
  note(doc.activeElement, doc);
  doc.addEventListener('focusin', onFocusIn);
}

/**
 * Gives focus back to that control once the shell has rendered, so a citizen who began to Tab through the page
 * before the scripts ran does not start again from the top. Nothing happens if focus has moved on meanwhile.
 */
export function useFocusKeptFromStart(): void {
  useEffect(() => {
    document.removeEventListener('focusin', onFocusIn);
    const wanted = before;
    before = null;
    if (!wanted || (document.activeElement && document.activeElement !== document.body)) return;
    const match = [...document.querySelectorAll<HTMLElement>(`#root ${wanted.tag}`)].find(
      (element) => element.textContent === wanted.text && element.getAttribute('href') === wanted.href,
    );
    // Scrolled into view if need be: the control may sit elsewhere once the shell has rendered the page.
    match?.focus();
  }, []);
}
