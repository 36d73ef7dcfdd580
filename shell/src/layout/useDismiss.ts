import { useCallback, useEffect, useState, type RefObject } from 'react';
import { useLocation } from '@civic/shared';

/**
 * While `open`, a press outside `root`, focus moving outside it (Tab past its last link) or the Escape key asks
 * `dismiss` to close what is open (the header's menus and panels), so an open menu never covers what is focused
 * next. Escape says so, so the caller can put focus back on the button that opened it.
 */
export function useDismiss(open: boolean, root: RefObject<HTMLElement | null>, dismiss: (reason: 'outside' | 'escape') => void): void {
  useEffect(() => {
    if (!open) return;
    function onPointer(event: PointerEvent) {
      if (!root.current?.contains(event.target as Node)) dismiss('outside');
    }
    function onFocus(event: FocusEvent) {
      if (event.target instanceof Node && !root.current?.contains(event.target)) dismiss('outside');
    }
    function onKey(event: KeyboardEvent) {
      if (event.key === 'Escape') dismiss('escape');
    }
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('focusin', onFocus);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('focusin', onFocus);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, root, dismiss]);
}

/**
 * useDismiss for a panel opened by one button: `close` on an outside press or focus leaving `root`, and on
 * Escape focus goes back to `button` too.
 */
export function useDismissToButton(open: boolean, root: RefObject<HTMLElement | null>, button: RefObject<HTMLElement | null>, close: () => void): void {
  useDismiss(
    open,
    root,
    useCallback(
      (reason: 'outside' | 'escape') => {
        close();
        if (reason === 'escape') button.current?.focus();
      },
      [close, button],
    ),
  );
}

/**
 * Calls `close` when the page changes. It runs while rendering (React's "adjust state on a prop change"), so
 * a menu open on the old page never paints on the new one.
 */
export function useCloseOnNavigation(close: () => void): void {
  const { pathname } = useLocation();
  const [shownAt, setShownAt] = useState(pathname);
  if (pathname !== shownAt) {
    setShownAt(pathname);
    close();
  }
}
