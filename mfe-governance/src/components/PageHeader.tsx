import type { ReactNode } from 'react';
import { Container, PageHero } from '@civic/shared';

/** The hero with the page's one h1, so every page of the section starts alike. */
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
