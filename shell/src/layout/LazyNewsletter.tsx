import { useEffect, useRef, useState, type ComponentType } from 'react';
import styled from 'styled-components';

const loadNewsletterForm = () => import('./NewsletterForm');

/** Same height as the form, so nothing moves when it arrives. */
const Placeholder = styled.div`
  min-height: 48px;
`;

/**
 * The footer's newsletter form (and the form libraries it needs, 23 KB) is fetched only when the footer
 * reaches the screen, keeping it out of the first load on slow connections. Not sooner: while a section is
 * still loading, the footer sits just below an empty, screen-tall main, and a margin around the screen would
 * fetch the form then, in competition with the section's own scripts.
 *
 * A phone that has lost its connection when the footer comes into view cannot fetch it: the footer keeps the
 * form's place, the rest of the page stays as it is, and the form is fetched again once the phone is back
 * online. (Rendered through `lazy`, the failed fetch would have been thrown into the page, which has nothing
 * above the footer to catch it, and left the reader a blank screen.)
 */
export function LazyNewsletter() {
  const [wanted, setWanted] = useState(false);
  const [Form, setForm] = useState<ComponentType | null>(null);
  const anchor = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (wanted) return;
    const element = anchor.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setWanted(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setWanted(true);
      },
      { rootMargin: '0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [wanted]);

  useEffect(() => {
    if (!wanted || Form) return;
    let live = true;
    const load = () => {
      loadNewsletterForm().then(
        (module) => {
          if (live) setForm(() => module.NewsletterForm);
        },
        () => undefined,
      );
    };
    load();
    window.addEventListener('online', load);
    return () => {
      live = false;
      window.removeEventListener('online', load);
    };
  }, [wanted, Form]);

  return <div ref={anchor}>{Form ? <Form /> : <Placeholder />}</div>;
}
