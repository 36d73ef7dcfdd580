import { pageKeyProblems, registryOf } from './routes';

const Page = () => null;

describe('pageKeyProblems', () => {
  it('is empty when every named page has a component and every component is named', () => {
    expect(
      pageKeyProblems(
        [
          { path: '/a', page: 'A' },
          { path: '/b', page: 'B' },
          { path: '/old-a', redirect: '/a' },
        ],
        { A: Page, B: Page },
      ),
    ).toEqual([]);
  });

  it('names a page key without a component, and a component no route names', () => {
    expect(
      pageKeyProblems(
        [
          { path: '/a', page: 'A' },
          { path: '/b', page: 'Bee' },
        ],
        { A: Page, B: Page },
      ),
    ).toEqual(['pages[1].page: "Bee" (/b) has no component in pages', 'pages.B: no route names it']);
  });
});

describe('registryOf', () => {
  it('makes each routes file a live remote, under its package name', () => {
    const routes = [{ path: '/a', page: 'A' }];
    expect(registryOf({ mfe_org: { pages: routes } })).toEqual({
      remotes: { mfe_org: { packageName: 'mfe-org', version: '1.0.0', entry: '/remotes/mfe-org/1.0.0/mf-manifest.json', routes } },
    });
  });
});
