import { act, screen, within } from '@testing-library/react';
import { setSiteRegistry, type RoutesFile } from '@civic/shared';
import { registryOf, renderWithProviders } from '@civic/shared/testing';
import auth from '../../../../mfe-auth/routes.json';
import community from '../../../../mfe-community/routes.json';
import governance from '../../../../mfe-governance/routes.json';
import reporting from '../../../../mfe-reporting/routes.json';
import org from '../../../routes.json';
import Sitemap from './Sitemap';

/** The site as a release of every section in this checkout would make it. */
const SITE = {
  mfe_auth: auth as RoutesFile,
  mfe_governance: governance as RoutesFile,
  mfe_community: community as RoutesFile,
  mfe_reporting: reporting as RoutesFile,
  mfe_org: org as RoutesFile,
};

function linksUnder(heading: string): Array<[string, string | null]> {
  const group = screen.getByRole('region', { name: heading });
  return within(group)
    .getAllByRole('link')
    .map((link) => [link.textContent ?? '', link.getAttribute('href')]);
}

beforeEach(() => setSiteRegistry(registryOf(SITE)));
afterEach(() => setSiteRegistry(null));

describe('Sitemap', () => {
  it('lists every group of the main navigation with its links, then the headings pages name', () => {
    renderWithProviders(<Sitemap />, { route: '/sitemap' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sitemap' })).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Home', 'Who We Are', 'Get Involved', 'Governance', 'Community', 'Media', 'Resources', 'Help and legal', 'More']);
    expect(linksUnder('Governance')).toEqual([
      ['Government Spending', '/govspend'],
      ['Ministries & Agencies', '/mda'],
      ['Counties', '/counties'],
      ['Reports', '/reports'],
      ['Projects', '/projects'],
      ['Ongoing Projects', '/projects/ongoing-projects'],
      ['Completed Projects', '/projects/completed-projects'],
      ['Project Browser', '/projects/browser'],
    ]);
    expect(linksUnder('Get Involved')).toEqual(
      expect.arrayContaining([
        ['File a Complaint', '/complaints'],
        ['Follow Up on a Report', '/report/follow-up'],
      ]),
    );
    // Pages out of the header keep the headings the organisation section gave them.
    expect(linksUnder('Who We Are')).toContainEqual(['Our Story', '/about']);
    expect(linksUnder('Help and legal')).toContainEqual(['Privacy Policy', '/privacy-policy']);
    expect(linksUnder('More')).toContainEqual(['Sign in', '/auth/signin']);
  });

  it('lists each address once, and leaves out private pages, e-mailed links and pages with parameters', () => {
    renderWithProviders(<Sitemap />, { route: '/sitemap' });
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs.filter((href) => href === '/who-we-are')).toHaveLength(1);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    for (const hidden of [
      '/dashboard',
      '/desk',
      '/auth/reset-password',
      '/auth/verify-email',
      '/workshops/confirm',
      '/newsletter/confirm',
      '/newsletter/unsubscribe',
      '/partnerships',
    ]) {
      expect(hrefs).not.toContain(hidden);
    }
    expect(hrefs.some((href) => href?.includes(':'))).toBe(false);
  });

  it('shows a page another section adds in a release, without a release of this one', () => {
    renderWithProviders(<Sitemap />, { route: '/sitemap' });
    expect(screen.queryByRole('link', { name: 'Open Budgets' })).not.toBeInTheDocument();
    const released = {
      pages: [...SITE.mfe_governance.pages, { path: '/open-budgets', page: 'OpenBudgets', title: 'Open Budgets', nav: { group: 'governance', label: 'Open Budgets', order: 15 } }],
    };
    act(() => setSiteRegistry(registryOf({ ...SITE, mfe_governance: released as RoutesFile })));
    expect(linksUnder('Governance').map(([label]) => label)).toEqual([
      'Government Spending',
      'Open Budgets',
      'Ministries & Agencies',
      'Counties',
      'Reports',
      'Projects',
      'Ongoing Projects',
      'Completed Projects',
      'Project Browser',
    ]);
  });

  it('names each group by its heading through an id with no space in it', () => {
    renderWithProviders(<Sitemap />, { route: '/sitemap' });
    const groups = screen.getAllByRole('region');
    expect(groups.map((group) => group.getAttribute('aria-labelledby'))).toEqual([
      'sitemap-home',
      'sitemap-who-we-are',
      'sitemap-get-involved',
      'sitemap-governance',
      'sitemap-community',
      'sitemap-media',
      'sitemap-resources',
      'sitemap-help-and-legal',
      'sitemap-more',
    ]);
    for (const group of groups) {
      const id = group.getAttribute('aria-labelledby')!;
      expect(id).not.toMatch(/\s/);
      const heading = within(group).getByRole('heading', { level: 2 });
      expect(heading).toHaveAttribute('id', id);
      expect(group).toHaveAccessibleName(heading.textContent!);
    }
  });

  it("shows this section's release", () => {
    renderWithProviders(<Sitemap />, { route: '/sitemap' });
    expect(screen.getByTestId('org-release')).toHaveTextContent('Organisation section release: 0.0.0-test');
  });
});
