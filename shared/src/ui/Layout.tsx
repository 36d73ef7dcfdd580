import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../theme';

/** Page width container used by every page so sections line up across remotes. */
export const Container = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(4)};
`;

export const PageSection = styled.section<{ $tint?: boolean }>`
  padding: ${({ theme }) => `${theme.space(8)} 0`};
  background: ${({ theme, $tint }) => ($tint ? theme.colors.surfaceAlt : 'transparent')};
`;

/** The heading band at the top of a content page. */
export const PageHero = styled.header`
  background: ${({ theme }) => theme.colors.primaryTint};
  padding: ${({ theme }) => `${theme.space(10)} 0 ${theme.space(8)}`};
  h1 {
    font-size: clamp(1.75rem, 5vw, 2.5rem);
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
  p {
    font-size: 1.1rem;
    color: ${({ theme }) => theme.colors.muted};
    max-width: 48rem;
    margin: 0;
  }
`;

export const Grid = styled.div<{ $min?: string }>`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $min = '16rem' }) => $min}), 1fr));
`;

export const Card = styled.article`
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(5)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  h3 {
    margin: 0;
    font-size: 1.15rem;
  }
  p {
    margin: 0;
  }
`;

export const Prose = styled.div`
  max-width: 46rem;
  h2 {
    margin-top: ${({ theme }) => theme.space(8)};
  }
  h3 {
    margin-top: ${({ theme }) => theme.space(6)};
  }
  ul,
  ol {
    padding-left: 1.25rem;
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
  li {
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
`;

export const TwoColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  ${media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

/** Text only screen readers read. */
export const VisuallyHidden = styled.span`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

/** The hero with the page's one h1 and its introduction, so every page of every section starts alike. */
export function PageHeader({ title, intro, children }: { title: string; intro?: string; children?: ReactNode }) {
  return (
    <PageHero>
      <Container>
        <h1>{title}</h1>
        {intro ? <p>{intro}</p> : null}
        {children}
      </Container>
    </PageHero>
  );
}
