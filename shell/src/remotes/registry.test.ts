jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(async () => ({ default: () => null })), registerRemotes: jest.fn() }));

type Runtime = { loadRemote: jest.Mock; registerRemotes: jest.Mock };

const entryOf = (version: string) => `/remotes/mfe-org/${version}/mf-manifest.json`;
const registryWith = (version: string) => ({ remotes: { mfe_org: { packageName: 'mfe-org', version, entry: entryOf(version) } } });

function serveRegistry(...versions: string[]) {
  const answers = versions.map((version) => ({ ok: true, status: 200, json: async () => registryWith(version) }));
  const fetchMock = jest.fn(async () => answers.shift() ?? answers[answers.length - 1] ?? { ok: false, status: 500, json: async () => ({}) });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

describe('the shell reads the registry again', () => {
  let registry: typeof import('./registry');
  let register: jest.Mock;
  let loadRemote: jest.Mock;
  let now = 1_000_000;
  beforeEach(() => {
    // A new tab each time: the registry module keeps what it read.
    jest.resetModules();
    ({ registerRemotes: register, loadRemote } = jest.requireMock<Runtime>('@module-federation/enhanced/runtime'));
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    registry = jest.requireActual('./registry');
  });

  it('for a fresh load (Retry on the unavailable panel), and loads the version an operator has just made live', async () => {
    const fetchMock = serveRegistry('1.0.0-broken', '1.0.0-good');
    await registry.loadRemoteModule('mfe_org', 'routes');
    await registry.loadRemoteModule('mfe_org', 'routes');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await registry.loadRemoteModule('mfe_org', 'routes', { fresh: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(register).toHaveBeenCalledWith([{ name: 'mfe_org', entry: entryOf('1.0.0-good') }], { force: true });
    expect(loadRemote).toHaveBeenLastCalledWith('mfe_org/routes');
  });

  it('once it is older than its maximum age, so an open tab follows a release or rollback on its next navigation', async () => {
    const fetchMock = serveRegistry('1.0.0-new', '1.0.0-old');
    await registry.loadRemoteModule('mfe_org', 'routes');
    expect(register).toHaveBeenLastCalledWith([{ name: 'mfe_org', entry: entryOf('1.0.0-new') }]);
    now += registry.REGISTRY_MAX_AGE_MS - 1;
    await registry.loadRemoteModule('mfe_org', 'routes');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    now += 2;
    await registry.loadRemoteModule('mfe_org', 'routes');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(register).toHaveBeenLastCalledWith([{ name: 'mfe_org', entry: entryOf('1.0.0-old') }], { force: true });
  });

  it('leaves a remote whose live version did not change registered as it was', async () => {
    serveRegistry('1.0.0-same', '1.0.0-same');
    await registry.loadRemoteModule('mfe_org', 'routes');
    now += registry.REGISTRY_MAX_AGE_MS + 1;
    await registry.loadRemoteModule('mfe_org', 'routes');
    expect(register).toHaveBeenCalledTimes(1);
  });
});
