import type { ReactNode } from 'react';
import { Container, PageHero } from '@civic/shared';

/** The hero with the page's one h1; pages with their own layout use it too, so every page starts alike. */
export function PageHeader({ title, intro, children }: { title: string; intro: string; children?: ReactNode }) {
  return (
    <PageHero>
      <Container>
        <h1>{title}</h1>
        <p>{intro}</p>
        {children}
      </Container>
    </PageHero>
  );
}
