import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  SHELL_PATHS,
  shellPageTitle,
  footerEntries,
  isShellPage,
  matchRoute,
  matchesRoute,
  navEntries,
  ownerOf,
  pageTitleIn,
  patternsOverlap,
  type RegistryFile,
  type RoutePage,
  type RoutesFile,
} from './routes';
import { pageDataAddresses, routeConflicts, routesFileProblems } from './routesFile';
import { sitemapGroups } from '../navigation';

function live(packageName: string, routes: RoutePage[]) {
  return { packageName, version: '1.2.0', entry: `/remotes/${packageName}/1.2.0/mf-manifest.json`, routes };
}

const REGISTRY: RegistryFile = {
  remotes: {
    mfe_org: live('mfe-org', [
      { path: '/our-team', page: 'OurTeam', title: 'Leadership', nav: { group: 'who-we-are', label: 'Leadership', order: 70 } },
      { path: '/who-we-are', page: 'WhoWeAre', title: 'Who We Are', nav: { group: 'who-we-are', label: 'Who We Are', order: 10 }, footer: { label: 'Who We Are', order: 10 } },
      { path: '/partnerships', redirect: '/patnerships' },
      { path: '/newsletter/confirm', page: 'NewsletterConfirm', sitemap: false },
      { path: '/sitemap', page: 'Sitemap', footer: { label: 'Sitemap', order: 60 } },
    ]),
    mfe_reporting: live('mfe-reporting', [
      { path: '/whistleblower', page: 'Whistleblower', nav: { group: 'get-involved', label: 'Whistleblowers', order: 10 } },
      { path: '/desk/*', page: 'Desk', sitemap: false },
    ]),
    mfe_governance: live('mfe-governance', [
      { path: '/counties/county/:code', page: 'County' },
      { path: '/projects/ongoing-projects', page: 'OngoingProjects', footer: { label: 'Ongoing Projects', order: 70 } },
      { path: '/mda', page: 'Mda', nav: { group: 'governance', label: 'Ministries & Agencies', order: 20 } },
      { path: '/govspend', page: 'GovSpend', nav: { group: 'governance', label: 'Government Spending', order: 10 } },
      { path: '/counties', page: 'Counties', nav: { group: 'governance', label: 'Counties', order: 20 } },
    ]),
  },
};

describe('matching a path', () => {
  it('matches exact paths, parameters and trailing splats', () => {
    expect(matchesRoute('/faq', '/faq')).toBe(true);
    expect(matchesRoute('/faq', '/faq/')).toBe(true);
    expect(matchesRoute('/faq', '/faq/extra')).toBe(false);
    expect(matchesRoute('/counties/county/:code', '/counties/county/047')).toBe(true);
    expect(matchesRoute('/counties/county/:code', '/counties/county/')).toBe(false);
    expect(matchesRoute('/desk/*', '/desk/cases/12')).toBe(true);
    expect(matchesRoute('/desk/*', '/desk')).toBe(true);
    expect(matchesRoute('/desk/*', '/desktop')).toBe(false);
  });

  it("reads a path's parameters, decoded", () => {
    expect(matchRoute('/counties/county/:code', '/counties/county/047/')).toEqual({ code: '047' });
    expect(matchRoute('/resources/workshop/:id', '/resources/workshop/budget%20basics')).toEqual({ id: 'budget basics' });
    expect(matchRoute('/resources/workshop/:id', '/resources/workshop/%E0%A4')).toEqual({ id: '%E0%A4' });
    expect(matchRoute('/counties/county/:code', '/counties')).toBeNull();
  });
});

describe('patternsOverlap', () => {
  it.each([
    ['/faq', '/faq'],
    ['/faq/', '/faq'],
    ['/counties/county/:code', '/counties/county/047'],
    ['/counties/county/:code', '/counties/:kind/:id'],
    ['/desk/*', '/desk'],
    ['/desk/*', '/desk/cases/:id'],
    ['/*', '/anything/at/all'],
  ])('%s and %s share a path', (a, b) => {
    expect(patternsOverlap(a, b)).toBe(true);
    expect(patternsOverlap(b, a)).toBe(true);
  });

  it.each([
    ['/faq', '/about'],
    ['/counties', '/counties/county/:code'],
    ['/counties/county/:code', '/counties/ward/:code'],
    ['/desk/*', '/desktop'],
    ['/:page', '/'],
  ])('%s and %s do not', (a, b) => {
    expect(patternsOverlap(a, b)).toBe(false);
    expect(patternsOverlap(b, a)).toBe(false);
  });
});

describe('ownership, from the registry', () => {
  it('finds the remote that owns a page, with its release and the page it matched', () => {
    expect(ownerOf(REGISTRY, '/our-team')).toEqual({
      remote: 'mfe_org',
      packageName: 'mfe-org',
      version: '1.2.0',
      routes: REGISTRY.remotes.mfe_org!.routes,
      page: REGISTRY.remotes.mfe_org!.routes[0],
    });
    expect(ownerOf(REGISTRY, '/counties/county/047')?.page.page).toBe('County');
    expect(ownerOf(REGISTRY, '/desk/cases/12')?.remote).toBe('mfe_reporting');
    expect(ownerOf(REGISTRY, '/partnerships')?.page.redirect).toBe('/patnerships');
  });

  it('knows no owner for the shell, an unknown path, or without a registry', () => {
    expect(ownerOf(REGISTRY, '/')).toBeNull();
    expect(ownerOf(REGISTRY, '/no-such-page')).toBeNull();
    expect(ownerOf(null, '/our-team')).toBeNull();
    expect(ownerOf(undefined, '/our-team')).toBeNull();
    expect(ownerOf({ remotes: { mfe_old: { packageName: 'mfe-old', version: '0.9.0', entry: '/x/mf-manifest.json' } as never } }, '/our-team')).toBeNull();
  });

  it('knows the pages of the site: the shell’s and those some remote declares', () => {
    expect(SHELL_PATHS).toEqual(['/', '/cookie-settings', '/saved-on-this-phone']);
    expect(isShellPage('/')).toBe(true);
    expect(isShellPage('/cookie-settings')).toBe(true);
    expect(shellPageTitle('/cookie-settings')).toBe('Cookie settings');
    expect(shellPageTitle('/saved-on-this-phone')).toBe('Saved on this phone');
    expect(shellPageTitle('/')).toBeNull();
    expect(shellPageTitle('/cookie-settings', 'sw')).toBe('Mipangilio ya vidakuzi');
    expect(shellPageTitle('/saved-on-this-phone', 'sw')).toBe('Kilichohifadhiwa kwenye simu hii');
    expect(shellPageTitle('/', 'sw')).toBeNull();
    expect(shellPageTitle('/counties', 'sw')).toBeNull();
    expect(isShellPage('/our-team')).toBe(false);
    expect(ownerOf(REGISTRY, '/newsletter/confirm')).not.toBeNull();
    expect(ownerOf(REGISTRY, '/no-such-page')).toBeNull();
    expect(ownerOf(null, '/our-team')).toBeNull();
  });
});

describe('routeConflicts', () => {
  const pages: RoutePage[] = [
    { path: '/faq', page: 'Faq' },
    { path: '/desk/*', page: 'Desk' },
  ];

  it('names each claim that overlaps a path another unit owns', () => {
    expect(routeConflicts('mfe-org', pages, { shell: ['/'], 'mfe-help': ['/faq', '/help'], 'mfe-reporting': ['/desk/cases/:id'] })).toEqual([
      { path: '/faq', owner: 'mfe-org', otherPath: '/faq', otherOwner: 'mfe-help' },
      { path: '/desk/*', owner: 'mfe-org', otherPath: '/desk/cases/:id', otherOwner: 'mfe-reporting' },
    ]);
  });

  it("ignores the unit's own earlier paths, so a new release may keep them", () => {
    expect(routeConflicts('mfe-org', pages, { 'mfe-org': ['/faq', '/desk'], shell: ['/'] })).toEqual([]);
  });
});

describe('routesFileProblems', () => {
  const check = (...pages: unknown[]) => routesFileProblems({ pages });

  it('reports a missing path on a linked page instead of throwing', () => {
    expect(check({ page: 'About', nav: { group: 'media', label: 'About', order: 1 } })).toEqual([
      'pages[0].path: "undefined" is not a path such as /about or /counties/county/:code',
    ]);
  });

  it('accepts a sound file', () => {
    expect(
      check(
        { path: '/about', page: 'About', title: 'About us', nav: { group: 'who-we-are', label: 'About', order: 10 }, footer: { label: 'About', order: 1 }, sitemap: 'Who We Are' },
        { path: '/old-about', redirect: '/about' },
        { path: '/counties/county/:code', page: 'County', sitemap: false },
        { path: '/desk/*', page: 'Desk' },
      ),
    ).toEqual([]);
    expect(check()).toEqual([]);
  });

  it('accepts the API reads a page names, with its own parameters', () => {
    expect(
      check(
        { path: '/counties/county/:code', page: 'County', data: ['/api/counties/:code/', '/api/projects/options/'] },
        { path: '/counties', page: 'Counties', data: ['/api/counties/'] },
      ),
    ).toEqual([]);
  });

  it.each(['/counties/', '/api/../admin/', '/api/./x', '/api/search/?q=water', 'https://example.com/api/', '/api/a b/', '/api//x', 42])('refuses the API read %p', (address) => {
    expect(check({ path: '/counties', page: 'Counties', data: [address] })).toEqual([`pages[0].data[0]: "${String(address)}" is not an API path such as /api/counties/:code/`]);
  });

  it("refuses a parameter the page's path lacks, more than four reads, a list that is not one, and reads on a redirect", () => {
    expect(check({ path: '/counties/county/:code', page: 'County', data: ['/api/counties/:county/'] })).toEqual(["pages[0].data[0]: the page's path has no :county"]);
    expect(check({ path: '/counties', page: 'Counties', data: ['/api/a/', '/api/b/', '/api/c/', '/api/d/', '/api/e/'] })).toEqual([
      'pages[0].data: expected a list of at most 4 API addresses',
    ]);
    expect(check({ path: '/counties', page: 'Counties', data: '/api/counties/' })).toEqual(['pages[0].data: expected a list of at most 4 API addresses']);
    expect(check({ path: '/old-counties', redirect: '/counties', data: ['/api/counties/'] })).toEqual(['pages[0].data: only a page (not a redirect) reads data']);
  });

  it('takes "apiAtStart": false on a page that asks the API nothing as it starts, and refuses any other value or one beside data', () => {
    expect(check({ path: '/contact-us', page: 'ContactUs', apiAtStart: false })).toEqual([]);
    expect(check({ path: '/contact-us', page: 'ContactUs', apiAtStart: true })).toEqual(['pages[0].apiAtStart: expected false, or leave it out']);
    expect(check({ path: '/contact-us', page: 'ContactUs', apiAtStart: 'no' })).toEqual(['pages[0].apiAtStart: expected false, or leave it out']);
    expect(check({ path: '/counties', page: 'Counties', data: ['/api/counties/'], apiAtStart: false })).toEqual([
      'pages[0].apiAtStart: a page that reads data calls the API at start',
    ]);
  });

  it('takes "signedIn": true on a page for signed-in visitors only, and refuses any other value or one on a redirect', () => {
    expect(check({ path: '/dashboard', page: 'Dashboard', signedIn: true })).toEqual([]);
    expect(check({ path: '/dashboard', page: 'Dashboard', signedIn: false })).toEqual(['pages[0].signedIn: expected true, or leave it out']);
    expect(check({ path: '/dashboard', page: 'Dashboard', signedIn: 'yes' })).toEqual(['pages[0].signedIn: expected true, or leave it out']);
    expect(check({ path: '/my-page', redirect: '/dashboard', signedIn: true })).toEqual(['pages[0].signedIn: only a page (not a redirect) is for signed-in visitors']);
  });

  it.each([null, [], 'pages', {}, { pages: {} }])('refuses %p as a whole', (value) => {
    expect(routesFileProblems(value)).toEqual(['expected {"pages": [...]}']);
  });

  it('refuses an entry that is not an object', () => {
    expect(check('/about', null)).toEqual(['pages[0]: expected an object', 'pages[1]: expected an object']);
  });

  it.each(['about', '/about/', '/about us', '/a//b', '/:1st', '/desk/*/cases', '/*x', 42])('refuses the path %p', (pathValue) => {
    expect(check({ path: pathValue, page: 'About' })).toEqual([`pages[0].path: "${String(pathValue)}" is not a path such as /about or /counties/county/:code`]);
  });

  it('refuses paths that overlap within the file, naming the earlier one', () => {
    expect(check({ path: '/desk', page: 'Desk' }, { path: '/faq', page: 'Faq' }, { path: '/desk/*', page: 'DeskCase' })).toEqual([
      'pages[2].path: /desk/* overlaps pages[0] (/desk)',
    ]);
    expect(check({ path: '/counties/county/:code', page: 'County' }, { path: '/counties/county/all', page: 'All' })).toEqual([
      'pages[1].path: /counties/county/all overlaps pages[0] (/counties/county/:code)',
    ]);
  });

  it('wants either a page or a redirect', () => {
    expect(check({ path: '/about' })).toEqual(['pages[0]: give either "page" or "redirect"']);
    expect(check({ path: '/about', page: 'About', redirect: '/who-we-are' })).toEqual(['pages[0]: give either "page" or "redirect"']);
  });

  it.each(['', 'about-us', '1About', 7])('refuses the page key %p', (key) => {
    expect(check({ path: '/about', page: key })).toEqual(['pages[0].page: expected a component name such as About']);
  });

  it.each(['about', 'https://example.org/about', 3])('refuses the redirect %p', (target) => {
    expect(check({ path: '/about', redirect: target })).toEqual(['pages[0].redirect: expected a path']);
  });

  it.each(['', '   ', 'x'.repeat(121), 5])('refuses the title %p', (title) => {
    expect(check({ path: '/about', page: 'About', title })).toEqual(['pages[0].title: expected text of 1 to 120 characters']);
  });

  it('checks a nav entry: a known group, a label and an order', () => {
    expect(check({ path: '/about', page: 'About', nav: { group: 'about-us', label: 'About', order: 1 } })).toEqual([
      'pages[0].nav.group: expected one of who-we-are, get-involved, governance, community, media',
    ]);
    expect(check({ path: '/about', page: 'About', nav: { group: 'media', label: ' ', order: Number.NaN } })).toEqual([
      'pages[0].nav.label: expected text',
      'pages[0].nav.order: expected a number',
    ]);
    expect(check({ path: '/about', page: 'About', nav: null })).toHaveLength(3);
  });

  it('checks a footer entry: a label and an order', () => {
    expect(check({ path: '/about', page: 'About', footer: { label: '', order: '1' } })).toEqual([
      'pages[0].footer.label: expected text',
      'pages[0].footer.order: expected a number',
    ]);
  });

  it.each(['', true, 3])('refuses the sitemap heading %p', (heading) => {
    expect(check({ path: '/about', page: 'About', sitemap: heading })).toEqual(['pages[0].sitemap: expected a heading or false']);
  });

  it('refuses links to a page with parameters', () => {
    const message = 'pages[0]: a page with parameters cannot be linked from the navigation or sitemap';
    expect(check({ path: '/counties/county/:code', page: 'County', nav: { group: 'governance', label: 'County', order: 1 } })).toEqual([message]);
    expect(check({ path: '/counties/county/:code', page: 'County', footer: { label: 'County', order: 1 } })).toEqual([message]);
    expect(check({ path: '/counties/county/:code', page: 'County', sitemap: 'Governance' })).toEqual([message]);
    expect(check({ path: '/counties/county/:code', page: 'County', sitemap: false })).toEqual([]);
  });

  it('reports every fault of every entry', () => {
    expect(check({ path: 'x', page: 'A', title: '' }, { path: '/b' })).toEqual([
      'pages[0].path: "x" is not a path such as /about or /counties/county/:code',
      'pages[0].title: expected text of 1 to 120 characters',
      'pages[1]: give either "page" or "redirect"',
    ]);
  });
});

describe('header and footer entries', () => {
  it("gives one group's entries from every remote, by order and then label", () => {
    expect(navEntries(REGISTRY, 'governance')).toEqual([
      { to: '/govspend', label: 'Government Spending' },
      { to: '/counties', label: 'Counties' },
      { to: '/mda', label: 'Ministries & Agencies' },
    ]);
    expect(navEntries(REGISTRY, 'who-we-are').map((entry) => entry.to)).toEqual(['/who-we-are', '/our-team']);
    expect(navEntries(REGISTRY, 'media')).toEqual([]);
    expect(navEntries(null, 'governance')).toEqual([]);
  });

  it('gives the footer links of every remote, by order', () => {
    expect(footerEntries(REGISTRY)).toEqual([
      { to: '/who-we-are', label: 'Who We Are' },
      { to: '/sitemap', label: 'Sitemap' },
      { to: '/projects/ongoing-projects', label: 'Ongoing Projects' },
    ]);
    expect(footerEntries(undefined)).toEqual([]);
  });
});

describe('page texts in another language', () => {
  const translated: RoutePage = {
    path: '/counties',
    page: 'Counties',
    title: 'Counties',
    nav: { group: 'governance', label: 'Counties', order: 20 },
    footer: { label: 'All counties', order: 5 },
    translations: { sw: { title: 'Kaunti', nav: 'Kaunti zote' } },
  };

  it('gives the texts a routes file translates, and English for the rest', () => {
    const registry: RegistryFile = { remotes: { mfe_governance: live('mfe-governance', [translated]) } };
    expect(navEntries(registry, 'governance', 'sw')).toEqual([{ to: '/counties', label: 'Kaunti zote' }]);
    expect(navEntries(registry, 'governance')).toEqual([{ to: '/counties', label: 'Counties' }]);
    expect(footerEntries(registry, 'sw')).toEqual([{ to: '/counties', label: 'All counties' }]);
    expect(pageTitleIn(translated, 'sw')).toBe('Kaunti');
    expect(pageTitleIn(translated, 'fr')).toBe('Counties');
  });

  it('refuses a language the site does not have, an unknown text, and a text for something the page lacks', () => {
    const file = {
      pages: [
        { path: '/a', page: 'A', title: 'A', translations: { fr: { title: 'Un' } } },
        { path: '/b', page: 'B', title: 'B', translations: { sw: { title: '', heading: 'x' } } },
        { path: '/c', page: 'C', title: 'C', translations: { sw: { nav: 'Cee' } } },
        { path: '/d', page: 'D', title: 'D', translations: 'sw' },
      ],
    };
    expect(routesFileProblems(file)).toEqual([
      'pages[0].translations.fr: expected one of sw',
      'pages[1].translations.sw.title: expected text of 1 to 120 characters',
      'pages[1].translations.sw.heading: expected title, nav, footer or sitemap',
      'pages[2].translations.sw.nav: the page has no nav in English to translate',
      'pages[3].translations: expected {"sw": {...}}',
    ]);
  });
});

describe('the routes files in this repository', () => {
  const root = path.resolve(__dirname, '../../..');
  const files = Object.fromEntries(
    readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name.startsWith('mfe-'))
      .map((entry) => [entry.name, JSON.parse(readFileSync(path.join(root, entry.name, 'routes.json'), 'utf8')) as RoutesFile]),
  );

  it('has one for each remote, each sound', () => {
    expect(Object.keys(files).sort()).toEqual(['mfe-auth', 'mfe-community', 'mfe-console', 'mfe-governance', 'mfe-org', 'mfe-reporting']);
    for (const [name, file] of Object.entries(files)) expect({ name, problems: routesFileProblems(file) }).toEqual({ name, problems: [] });
  });

  it('puts the projects in the Governance menu and the complaint form and report follow-up in Get Involved, the footer and the sitemap', () => {
    const registry: RegistryFile = {
      remotes: Object.fromEntries(Object.entries(files).map(([name, file]) => [name.replace(/-/g, '_'), { packageName: name, version: '1', entry: '', routes: file.pages }])),
    };
    const paths = (entries: Array<{ to: string }>) => entries.map((entry) => entry.to);
    expect(paths(navEntries(registry, 'governance'))).toEqual(
      expect.arrayContaining(['/projects', '/projects/browser', '/projects/completed-projects', '/projects/ongoing-projects']),
    );
    expect(paths(navEntries(registry, 'get-involved'))).toEqual(expect.arrayContaining(['/complaints', '/report/follow-up']));
    expect(paths(footerEntries(registry))).toContain('/complaints');
    const listed = sitemapGroups(registry).flatMap((group) => paths(group.links));
    for (const page of ['/complaints', '/report/follow-up', '/projects', '/projects/browser', '/projects/completed-projects']) expect(listed).toContain(page);
  });

  it('give every title and link in Kiswahili', () => {
    for (const [name, file] of Object.entries(files)) {
      for (const page of file.pages) {
        const sw = page.translations?.sw ?? {};
        const missing = [page.title && !sw.title ? 'title' : null, page.nav && !sw.nav ? 'nav' : null, page.footer && !sw.footer ? 'footer' : null].filter(Boolean);
        expect({ name, path: page.path, missing }).toEqual({ name, path: page.path, missing: [] });
      }
    }
  });

  it('claims no path twice across remotes or the shell', () => {
    const owned: Record<string, string[]> = { shell: SHELL_PATHS, ...Object.fromEntries(Object.entries(files).map(([name, file]) => [name, file.pages.map((page) => page.path)])) };
    for (const [name, file] of Object.entries(files)) expect(routeConflicts(name, file.pages, owned)).toEqual([]);
  });
});

describe('pageDataAddresses', () => {
  const county: RoutePage = { path: '/counties/county/:code', page: 'County', data: ['/api/counties/:code/', '/api/projects/options/'] };

  it("fills in the page's parameters from the address it was opened at", () => {
    expect(pageDataAddresses(county, '/counties/county/032')).toEqual(['/api/counties/032/', '/api/projects/options/']);
    expect(pageDataAddresses(county, '/counties/county/032/')).toEqual(['/api/counties/032/', '/api/projects/options/']);
  });

  it('keeps a parameter one segment, however it was written', () => {
    expect(pageDataAddresses(county, '/counties/county/..%2Fauth%2Fuser')).toEqual(['/api/counties/..%2Fauth%2Fuser/', '/api/projects/options/']);
    expect(pageDataAddresses(county, '/counties/county/a%3Fb%23c')).toEqual(['/api/counties/a%3Fb%23c/', '/api/projects/options/']);
  });

  it('gives none for a page that names none, or an address the page does not match', () => {
    expect(pageDataAddresses({ path: '/counties', page: 'Counties' }, '/counties')).toEqual([]);
    expect(pageDataAddresses(county, '/counties')).toEqual([]);
  });
});
