import type { RegistryFile, RoutePage } from './contracts/routes';
import { NAV_GROUPS, navGroupLabel, sitemapGroups } from './navigation';

function registry(remotes: Record<string, RoutePage[]>): RegistryFile {
  return {
    remotes: Object.fromEntries(
      Object.entries(remotes).map(([name, routes]) => [name, { packageName: name.replace(/_/g, '-'), version: '1.0.0', entry: `/remotes/${name}/mf-manifest.json`, routes }]),
    ),
  };
}

describe('the header groups', () => {
  it('are the five groups the shell owns, in their order', () => {
    expect(NAV_GROUPS.map((group) => group.id)).toEqual(['who-we-are', 'get-involved', 'governance', 'community', 'media']);
    expect(navGroupLabel('get-involved')).toBe('Get Involved');
  });
});

describe('sitemapGroups', () => {
  it('is Home alone without a registry', () => {
    expect(sitemapGroups(null)).toEqual([{ heading: 'Home', links: [{ to: '/', label: 'Home' }] }]);
    expect(sitemapGroups(undefined)).toEqual([{ heading: 'Home', links: [{ to: '/', label: 'Home' }] }]);
  });

  it('puts Home first, then the header groups in header order, then the headings pages name, then More', () => {
    const groups = sitemapGroups(
      registry({
        mfe_org: [
          { path: '/faq', page: 'Faq', title: 'FAQ', sitemap: 'Help and legal' },
          { path: '/news', page: 'News', title: 'News', nav: { group: 'media', label: 'News', order: 10 } },
          { path: '/data-access', page: 'DataAccess', title: 'Data Access', sitemap: 'Resources' },
          { path: '/why', page: 'Why', title: 'Why We Exist', nav: { group: 'who-we-are', label: 'Why', order: 20 } },
        ],
        mfe_governance: [
          { path: '/projects', page: 'Projects', title: 'Projects' },
          { path: '/counties', page: 'Counties', title: 'Counties', nav: { group: 'governance', label: 'Counties', order: 30 } },
        ],
      }),
    );
    expect(groups.map((group) => group.heading)).toEqual(['Home', 'Who We Are', 'Governance', 'Media', 'Help and legal', 'Resources', 'More']);
    expect(groups.find((group) => group.heading === 'More')?.links).toEqual([{ to: '/projects', label: 'Projects' }]);
  });

  it('lists a header page by its header label and order, and other pages by title after them', () => {
    const groups = sitemapGroups(
      registry({
        mfe_org: [
          { path: '/about', page: 'About', title: 'Our Story', sitemap: 'Who We Are' },
          { path: '/our-team', page: 'OurTeam', title: 'Our Team', nav: { group: 'who-we-are', label: 'Leadership', order: 70 } },
          { path: '/who-we-are', page: 'WhoWeAre', title: 'Who We Are', nav: { group: 'who-we-are', label: 'Who We Are', order: 10 } },
          { path: '/annual-report', page: 'AnnualReport', title: 'Annual Report', sitemap: 'Who We Are' },
        ],
        mfe_reporting: [{ path: '/whistleblower', page: 'Whistleblower', title: 'Report Corruption Safely', nav: { group: 'who-we-are', label: 'Whistleblowers', order: 10 } }],
      }),
    );
    expect(groups[1]).toEqual({
      heading: 'Who We Are',
      links: [
        { to: '/whistleblower', label: 'Whistleblowers' },
        { to: '/who-we-are', label: 'Who We Are' },
        { to: '/our-team', label: 'Leadership' },
        { to: '/annual-report', label: 'Annual Report' },
        { to: '/about', label: 'Our Story' },
      ],
    });
  });

  it('leaves out pages marked false, without a title, with parameters, under a splat, and redirects', () => {
    const groups = sitemapGroups(
      registry({
        mfe_all: [
          { path: '/newsletter/confirm', page: 'Confirm', title: 'Confirm your subscription', sitemap: false },
          { path: '/untitled', page: 'Untitled' },
          { path: '/counties/county/:code', page: 'County', title: 'County' },
          { path: '/desk/*', page: 'Desk', title: 'Case Desk' },
          { path: '/partnerships', redirect: '/patnerships', title: 'Partnerships' },
          { path: '/faq', page: 'Faq', title: 'FAQ' },
        ],
      }),
    );
    expect(groups).toEqual([
      { heading: 'Home', links: [{ to: '/', label: 'Home' }] },
      { heading: 'More', links: [{ to: '/faq', label: 'FAQ' }] },
    ]);
  });

  it('follows the registry: a page a remote adds is listed, one it drops is gone', () => {
    const before = registry({
      mfe_governance: [{ path: '/govspend', page: 'GovSpend', title: 'Government Spending', nav: { group: 'governance', label: 'Spending', order: 10 } }],
    });
    const after = registry({
      mfe_governance: [{ path: '/open-budgets', page: 'OpenBudgets', title: 'Open Budgets', nav: { group: 'governance', label: 'Open Budgets', order: 10 } }],
    });
    expect(sitemapGroups(before)[1]?.links).toEqual([{ to: '/govspend', label: 'Spending' }]);
    expect(sitemapGroups(after)[1]?.links).toEqual([{ to: '/open-budgets', label: 'Open Budgets' }]);
  });
});
