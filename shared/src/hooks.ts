import { useEffect, useRef, type RefObject } from 'react';
import { site } from './site';
import { focusFirstError } from './ui/Field';

/** Sets the document title, so a screen reader and the browser tab say which page this is. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} — ${site.name}`;
  }, [title]);
}

/**
 * When a submit ends with errors (the client's or the server's), focus goes to the first field at fault,
 * so a keyboard or screen-reader user lands on what needs fixing.
 */
export function useFocusFirstError(form: RefObject<HTMLFormElement | null>, isSubmitting: boolean, errors: object): void {
  const wasSubmitting = useRef(false);
  useEffect(() => {
    if (wasSubmitting.current && !isSubmitting && Object.values(errors).some(Boolean)) focusFirstError(form.current);
    wasSubmitting.current = isSubmitting;
  }, [form, isSubmitting, errors]);
}
