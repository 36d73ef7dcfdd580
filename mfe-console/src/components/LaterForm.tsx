import { useEffect, useRef, useState, type ComponentType } from 'react';
import { ErrorState, Spinner, type PanelHeadingLevel } from '@civic/shared';
import { t } from '../messages';

/**
 * A form fetched when it is first shown, so its chunk (with the form library) stays out of the page's first
 * load: `laterForm(() => import('./Handouts').then((module) => module.Handouts))`. Until it arrives the place
 * shows "Loading…"; if the fetch fails (the connection dropped), it says so with a button to try again, and the
 * rest of the page stays as it was. The failure takes focus, so it is in view and the keyboard goes on from it
 * (the button that opened the form may have gone with the list it was in). Once fetched, every later opening
 * shows it at once.
 */
export function laterForm<P extends object>(load: () => Promise<ComponentType<P>>, headingLevel: PanelHeadingLevel): ComponentType<P> {
  let fetched: ComponentType<P> | null = null;
  return function LaterForm(props: P) {
    const [Form, setForm] = useState<ComponentType<P> | null>(() => fetched);
    const [failed, setFailed] = useState(false);
    const [attempt, setAttempt] = useState(0);
    const place = useRef<HTMLDivElement>(null);

    useEffect(() => {
      if (Form) return undefined;
      let current = true;
      setFailed(false);
      load().then(
        (component) => {
          fetched = component;
          if (current) setForm(() => component);
        },
        () => {
          if (current) setFailed(true);
        },
      );
      return () => {
        current = false;
      };
    }, [Form, attempt]);

    useEffect(() => {
      if (failed) place.current?.focus();
    }, [failed]);

    if (Form) return <Form {...props} />;
    return (
      <div ref={place} tabIndex={-1}>
        {failed ? (
          <ErrorState title={t('formOpenFailed')} onRetry={() => setAttempt((n) => n + 1)} retryLabel={t('tryAgain')} headingLevel={headingLevel} />
        ) : (
          <Spinner label={t('loading')} />
        )}
      </div>
    );
  };
}
