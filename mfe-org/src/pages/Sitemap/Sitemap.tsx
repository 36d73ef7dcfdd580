import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Container, Grid, PageSection, usePageTitle, PageHeader, sitemapGroups, useSiteRegistry } from '@civic/shared';
import { t } from '../../messages';

const Group = styled.section`
  h2 {
    font-size: 1.15rem;
  }
  ul {
    padding-left: 1.1rem;
  }
  li {
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
`;

const Release = styled.p`
  margin-top: ${({ theme }) => theme.space(10)};
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

/**
 * Built from the registry this tab read (every live section's routes file), not from anything compiled in
 * here: a page another section adds in a release is listed without a new release of this one.
 */
export default function Sitemap() {
  usePageTitle(t('sitemapTitle'));
  const groups = sitemapGroups(useSiteRegistry());
  // Headings are free text from the routes files, so the elements' ids are numbered instead.
  const id = useId();
  const release = __BUILD_LABEL__ || __PACKAGE_VERSION__;
  return (
    <>
      <PageHeader title={t('sitemapTitle')} intro={t('sitemapIntro')} />
      <PageSection>
        <Container>
          <Grid $min="14rem">
            {groups.map(({ heading, links }, index) => (
              <Group key={heading} aria-labelledby={`${id}-${index}`}>
                <h2 id={`${id}-${index}`}>{heading}</h2>
                <ul>
                  {links.map((link) => (
                    <li key={link.to}>
                      <Link to={link.to}>{link.label}</Link>
                    </li>
                  ))}
                </ul>
              </Group>
            ))}
          </Grid>
          <Release data-testid="org-release">{t('sitemapRelease', { release })}</Release>
        </Container>
      </PageSection>
    </>
  );
}
