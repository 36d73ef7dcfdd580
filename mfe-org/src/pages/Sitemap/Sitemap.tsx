import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Container, Grid, NAV_GROUPS, FOOTER_LINKS, PageSection, usePageTitle, PageHeader } from '@civic/shared';
import { ORG_ROUTES } from '../../routeList';
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

/** Generated from the main navigation and this section's route table, so it cannot drift from either. */
export function buildSitemap() {
  const groups = new Map<string, Map<string, string>>();
  const add = (group: string, to: string, label: string) => {
    if (!groups.has(group)) groups.set(group, new Map());
    const links = groups.get(group)!;
    if (![...groups.values()].some((existing) => existing.has(to))) links.set(to, label);
  };
  add('Home', '/', 'Home');
  for (const group of NAV_GROUPS) for (const link of group.links) add(group.label, link.to, link.label);
  for (const route of ORG_ROUTES) add(route.group, route.path, route.title);
  for (const link of FOOTER_LINKS) add('More', link.to, link.label);
  return [...groups.entries()].filter(([, links]) => links.size > 0).map(([group, links]) => ({ group, links: [...links.entries()].map(([to, label]) => ({ to, label })) }));
}

export default function Sitemap() {
  usePageTitle(t('sitemapTitle'));
  const release = __BUILD_LABEL__ || __PACKAGE_VERSION__;
  return (
    <>
      <PageHeader title={t('sitemapTitle')} intro={t('sitemapIntro')} />
      <PageSection>
        <Container>
          <Grid $min="14rem">
            {buildSitemap().map(({ group, links }) => (
              <Group key={group} aria-labelledby={`sitemap-${group}`}>
                <h2 id={`sitemap-${group}`}>{group}</h2>
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
