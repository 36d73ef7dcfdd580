import styled from 'styled-components';
import { Container, Grid, PageSection, usePageTitle, PageHeader, sitemapGroups, useSiteRegistry, Link } from '@civic/shared';
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
 * An id for each group's heading, made from its text ("Help and legal" → "sitemap-help-and-legal"): an id never
 * holds a space (aria-labelledby reads a space as a separator between two ids), and a second group whose heading
 * makes the same slug is numbered.
 */
function groupIds(headings: readonly string[]): string[] {
  const used = new Set<string>();
  return headings.map((heading) => {
    const slug =
      heading
        .normalize('NFKD')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '') || 'group';
    let id = `sitemap-${slug}`;
    for (let n = 2; used.has(id); n += 1) id = `sitemap-${slug}-${n}`;
    used.add(id);
    return id;
  });
}

/**
 * Built from the registry this tab read (every live section's routes file), not from anything compiled in
 * here: a page another section adds in a release is listed without a new release of this one.
 */
export default function Sitemap() {
  usePageTitle(t('sitemapTitle'));
  const groups = sitemapGroups(useSiteRegistry());
  const ids = groupIds(groups.map((group) => group.heading));
  const release = __BUILD_LABEL__ || __PACKAGE_VERSION__;
  return (
    <>
      <PageHeader title={t('sitemapTitle')} intro={t('sitemapIntro')} />
      <PageSection>
        <Container>
          <Grid $min="14rem">
            {groups.map(({ heading, links }, index) => (
              <Group key={heading} aria-labelledby={ids[index]}>
                <h2 id={ids[index]}>{heading}</h2>
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
