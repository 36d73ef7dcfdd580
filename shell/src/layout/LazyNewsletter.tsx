import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';

const NewsletterForm = lazy(() => import('./NewsletterForm').then((module) => ({ default: module.NewsletterForm })));

/** Same height as the form, so nothing moves when it arrives. */
const Placeholder = styled.div`
  min-height: 48px;
`;

/**
 * The footer's newsletter form (and the form libraries it needs, 23 KB) is fetched only when the footer
 * reaches the screen, keeping it out of the first load on slow connections. Not sooner: while a section is
 * still loading, the footer sits just below an empty, screen-tall main, and a margin around the screen would
 * fetch the form then, in competition with the section's own scripts.
 */
export function LazyNewsletter() {
  const [wanted, setWanted] = useState(false);
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

  return (
    <div ref={anchor}>
      {wanted ? (
        <Suspense fallback={<Placeholder />}>
          <NewsletterForm />
        </Suspense>
      ) : (
        <Placeholder />
      )}
    </div>
  );
}
