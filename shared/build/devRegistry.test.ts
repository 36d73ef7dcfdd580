import type { RegistryFile, RoutePage } from '../src/contracts/routes.ts';
import { applyOverrides, parseRemoteOverrides } from './devRegistry.ts';

describe('parseRemoteOverrides', () => {
  it('reads name=url pairs, ignoring blanks and spaces', () => {
    expect(parseRemoteOverrides('')).toEqual([]);
    expect(parseRemoteOverrides(' , ')).toEqual([]);
    expect(parseRemoteOverrides('mfe_org=http://localhost:3005/mf-manifest.json, mfe_auth=https://dev.example.org:8443/auth/mf-manifest.json,')).toEqual([
      { remote: 'mfe_org', entry: 'http://localhost:3005/mf-manifest.json' },
      { remote: 'mfe_auth', entry: 'https://dev.example.org:8443/auth/mf-manifest.json' },
    ]);
  });

  it.each([
    ['no "="', 'mfe_org'],
    ['no name', '=http://localhost:3005/mf-manifest.json'],
    ['a name that is not a federation name', 'mfe-org=http://localhost:3005/mf-manifest.json'],
    ['no address', 'mfe_org='],
    ['an address without http', 'mfe_org=localhost:3005/mf-manifest.json'],
    ['an address of something other than a manifest', 'mfe_org=http://localhost:3005/remoteEntry.js'],
    ['a space in the address', 'mfe_org=http://local host:3005/mf-manifest.json'],
  ])('refuses a pair with %s, naming it', (_fault, pair) => {
    expect(() => parseRemoteOverrides(pair)).toThrow(`REMOTE_OVERRIDES: "${pair}" is not name=http://host:port/mf-manifest.json`);
  });

  it('names the malformed pair of several, not the good ones', () => {
    expect(() => parseRemoteOverrides('mfe_org=http://localhost:3005/mf-manifest.json,mfe_auth=http://localhost:3001')).toThrow(
      /^REMOTE_OVERRIDES: "mfe_auth=http:\/\/localhost:3001" is not/,
    );
  });
});

describe('applyOverrides', () => {
  const released: RegistryFile = {
    updatedAt: '2026-11-20T08:00:00Z',
    shell: { version: '2.0.0' },
    remotes: {
      mfe_org: { packageName: 'mfe-org', version: '1.4.0', entry: '/remotes/mfe-org/1.4.0/mf-manifest.json', routes: [{ path: '/about', page: 'About' }] },
      mfe_auth: { packageName: 'mfe-auth', version: '1.1.0', entry: '/remotes/mfe-auth/1.1.0/mf-manifest.json', routes: [{ path: '/auth/signin', page: 'SignIn' }] },
    },
  };
  const devPages: Record<string, RoutePage[]> = {
    'http://localhost:3005/routes.json': [
      { path: '/about', page: 'About' },
      { path: '/annual-report', page: 'AnnualReport' },
    ],
    'http://localhost:3009/routes.json': [{ path: '/polls', page: 'Polls' }],
  };
  const readRoutes = jest.fn(async (url: string) => devPages[url] ?? []);

  it("replaces an overridden remote's entry and pages with its dev server's, and keeps the rest", async () => {
    const registry = await applyOverrides(released, [{ remote: 'mfe_org', entry: 'http://localhost:3005/mf-manifest.json' }], readRoutes);
    expect(readRoutes).toHaveBeenCalledWith('http://localhost:3005/routes.json');
    expect(registry.remotes.mfe_org).toEqual({
      packageName: 'mfe-org',
      version: 'dev',
      entry: 'http://localhost:3005/mf-manifest.json',
      routes: devPages['http://localhost:3005/routes.json'],
    });
    expect(registry.remotes.mfe_auth).toBe(released.remotes.mfe_auth);
    expect(registry.shell).toEqual({ version: '2.0.0' });
    expect(registry.updatedAt).toBe('2026-11-20T08:00:00Z');
    // The released registry itself is left as it was.
    expect(released.remotes.mfe_org?.version).toBe('1.4.0');
  });

  it('adds a remote the registry does not have yet', async () => {
    const registry = await applyOverrides(released, [{ remote: 'mfe_polls', entry: 'http://localhost:3009/mf-manifest.json' }], readRoutes);
    expect(Object.keys(registry.remotes).sort()).toEqual(['mfe_auth', 'mfe_org', 'mfe_polls']);
    expect(registry.remotes.mfe_polls).toEqual({
      packageName: 'mfe-polls',
      version: 'dev',
      entry: 'http://localhost:3009/mf-manifest.json',
      routes: [{ path: '/polls', page: 'Polls' }],
    });
  });

  it("fails when an overridden dev server's routes cannot be read", async () => {
    const failing = async (url: string): Promise<RoutePage[]> => {
      throw new Error(`${url} answered 404`);
    };
    await expect(applyOverrides(released, [{ remote: 'mfe_org', entry: 'http://localhost:3005/mf-manifest.json' }], failing)).rejects.toThrow(
      'http://localhost:3005/routes.json answered 404',
    );
  });
});
