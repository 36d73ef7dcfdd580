import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container, PageHeader, PageSection, usePageTitle } from '@civic/shared';

const Column = styled.div<{ $wide: boolean }>`
  max-width: ${({ $wide }) => ($wide ? '60rem' : '32rem')};
`;

/**
 * Every accounts page starts alike: a hero with the page's one h1, then a column narrow enough that a
 * form reads as one line of fields on a phone and does not sprawl on a desktop.
 */
export function AuthPage({ title, heading = title, intro, wide = false, children }: { title: string; heading?: string; intro?: string; wide?: boolean; children: ReactNode }) {
  usePageTitle(title);
  return (
    <>
      <PageHeader title={heading} intro={intro} />
      <PageSection>
        <Container>
          <Column $wide={wide}>{children}</Column>
        </Container>
      </PageSection>
    </>
  );
}
