import { harnessLinks, standaloneRegistry } from './standalone';

describe('the standalone harness', () => {
  it('links every page of the section that opens without a parameter, by its header label or title', () => {
    expect(
      harnessLinks([
        { path: '/counties', page: 'Counties', title: 'Counties of Kenya', nav: { group: 'governance', label: 'Counties', order: 1 } },
        { path: '/counties/county/:code', page: 'County', title: 'County' },
        { path: '/desk/*', page: 'Desk', title: 'Case Desk' },
        { path: '/old-counties', redirect: '/counties' },
        { path: '/untitled', page: 'Untitled' },
      ]),
    ).toEqual([
      { to: '/counties', label: 'Counties' },
      { to: '/desk', label: 'Case Desk' },
      { to: '/untitled', label: '/untitled' },
    ]);
  });

  it('makes a registry of the section alone, served by its dev server', () => {
    const routes = [{ path: '/faq', page: 'Faq' }];
    expect(standaloneRegistry('mfe_org', routes)).toEqual({ remotes: { mfe_org: { packageName: 'mfe-org', version: 'dev', entry: 'http://localhost/mf-manifest.json', routes } } });
  });
});
