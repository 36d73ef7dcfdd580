import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { FIRST_PAINT_PAGE_ID } from '../contracts/firstPaint';

let held: { path: string; html: string } | null = null;

/**
 * Takes the pre-rendered page out of the document before the shell's first render replaces the root's
 * content, so the loading states below can keep showing it. Called once, at start.
 */
export function adoptFirstPaintPage(doc: Document = document): void {
  const element = doc.getElementById(FIRST_PAINT_PAGE_ID);
  held = element ? { path: element.dataset.path ?? '', html: element.innerHTML } : null;
}

/** Once the tab has left the page it came in on, a loading state is a loading state again. */
export function leaveFirstPaintPage(pathname: string): void {
  if (held && held.path !== pathname) held = null;
}

/**
 * A section's loading state: on the page the tab came in on, the pre-rendered page it came with (the same
 * markup under the same rules, so nothing moves and no spinner flashes between the text and the section's
 * own render); anywhere else, `fallback`.
 */
export function FirstPaintPage({ fallback }: { fallback: ReactNode }) {
  const { pathname } = useLocation();
  if (!held || held.path !== pathname) return fallback;
  return <div id={FIRST_PAINT_PAGE_ID} data-path={held.path} dangerouslySetInnerHTML={{ __html: held.html }} />;
}
