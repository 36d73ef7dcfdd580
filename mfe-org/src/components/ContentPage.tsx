import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container, formatDate, PageSection, Prose, usePageTitle, PageHeader, Link } from '@civic/shared';
import { t } from '../messages';
import { LinkList } from './LinkList';
import { SectionBody } from './SectionBody';

/** A titled entry inside a section: a value, a step, a dated update. Rendered as an h3 under the section's h2. */
export interface ContentItem {
  title: string;
  text: string;
  /** ISO date (YYYY-MM-DD) for dated entries such as news. */
  date?: string;
}

/** Structured prose for a content page: the same layout everywhere, the words in `src/content`. */
export interface ContentSection {
  heading: string;
  paragraphs?: string[];
  list?: string[];
  /** Numbered steps, where order matters (a request, a budget cycle). */
  steps?: string[];
  items?: ContentItem[];
  links?: Array<{ to: string; label: string }>;
}

export interface PageContent {
  title: string;
  intro: string;
  /** ISO date, for policies whose version matters. */
  lastUpdated?: string;
  sections: ContentSection[];
  related?: Array<{ to: string; label: string }>;
  callToAction?: { text: string; to: string; label: string };
}

const Updated = styled.p`
  margin-top: ${({ theme }) => theme.space(3)} !important;
  font-size: 0.95rem !important;
`;

const Related = styled.nav`
  margin-top: ${({ theme }) => theme.space(10)};
  padding-top: ${({ theme }) => theme.space(6)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Cta = styled.aside`
  margin-top: ${({ theme }) => theme.space(8)};
  padding: ${({ theme }) => theme.space(6)};
  background: ${({ theme }) => theme.colors.primaryTint};
  border-radius: ${({ theme }) => theme.radius};
  a {
    font-weight: 700;
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

export function ContentPage({ content, children }: { content: PageContent; children?: ReactNode }) {
  usePageTitle(content.title);
  return (
    <>
      <PageHeader title={content.title} intro={content.intro}>
        {content.lastUpdated ? <Updated>{t('lastUpdated', { date: formatDate(content.lastUpdated) })}</Updated> : null}
      </PageHeader>
      <PageSection>
        <Container>
          <Prose>
            {content.sections.map((section) => (
              <section key={section.heading}>
                <h2>{section.heading}</h2>
                <SectionBody section={section} />
              </section>
            ))}
            {children}
            {content.callToAction ? (
              <Cta>
                <p>{content.callToAction.text}</p>
                <Link to={content.callToAction.to}>{content.callToAction.label}</Link>
              </Cta>
            ) : null}
          </Prose>
          {content.related?.length ? (
            <Related aria-labelledby="related-pages">
              <h2 id="related-pages">{t('relatedPages')}</h2>
              <LinkList links={content.related} />
            </Related>
          ) : null}
        </Container>
      </PageSection>
    </>
  );
}
