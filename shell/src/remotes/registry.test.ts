jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(async () => ({ default: () => null, pages: {} })), registerRemotes: jest.fn() }));
jest.mock('./health', () => ({ noteShellRelease: jest.fn() }));
jest.mock('../warmUpIntl', () => ({ warmUpIntl: jest.fn(async () => undefined) }));

type Runtime = { loadRemote: jest.Mock; registerRemotes: jest.Mock };
type Shared = typeof import('@civic/shared');

const entryOf = (version: string) => `/remotes/mfe-org/${version}/mf-manifest.json`;
const routesOf = (version: string) => [{ path: '/about', page: 'About' }, ...(version.endsWith('new') ? [{ path: '/open-data', page: 'OpenData' }] : [])];
const registryWith = (version: string) => ({
  remotes: { mfe_org: { packageName: 'mfe-org', version, entry: entryOf(version), routes: routesOf(version), channel: 'live' } },
  shell: { version: '2.0.0', channel: 'canary' },
});

type Answer = { ok: boolean; status: number; json: () => Promise<unknown> };
const good = (version: string): Answer => ({ ok: true, status: 200, json: async () => registryWith(version) });
const broken: Answer = { ok: false, status: 503, json: async () => ({}) };

function serve(...answers: Answer[]) {
  const fetchMock = jest.fn(async () => answers.shift() ?? broken);
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function serveRegistry(...versions: string[]) {
  return serve(...versions.map(good));
}

describe('the shell reads the registry again', () => {
  let registry: typeof import('./registry');
  let shared: Shared;
  let register: jest.Mock;
  let loadRemote: jest.Mock;
  let noteShellRelease: jest.Mock;
  let now = 1_000_000;
  beforeEach(() => {
    // A new tab each time: the registry module (and the page's registry store) keep what they read.
    jest.resetModules();
    ({ registerRemotes: register, loadRemote } = jest.requireMock<Runtime>('@module-federation/enhanced/runtime'));
    ({ noteShellRelease } = jest.requireMock<{ noteShellRelease: jest.Mock }>('./health'));
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    shared = jest.requireActual<Shared>('@civic/shared');
    registry = jest.requireActual('./registry');
  });

  it('takes the registry the page arrived with, without asking for /remotes.json, and reads the file after that', async () => {
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = 'site-registry';
    data.textContent = JSON.stringify(registryWith('1.0.0-in-page'));
    document.head.append(data);
    const fetchMock = serveRegistry('1.0.0-read');
    const file = await registry.loadRegistry();
    expect(file.remotes.mfe_org?.version).toBe('1.0.0-in-page');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(shared.getSiteRegistry()?.remotes.mfe_org?.version).toBe('1.0.0-in-page');
    expect(document.getElementById('site-registry')).toBeNull();
    const fresh = await registry.loadRegistry({ fresh: true });
    expect(fresh.remotes.mfe_org?.version).toBe('1.0.0-read');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reads /remotes.json when the page carries no registry, or one that is not a registry', async () => {
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = 'site-registry';
    data.textContent = '{"not": "a registry"';
    document.head.append(data);
    const fetchMock = serveRegistry('1.0.0-read');
    expect((await registry.loadRegistry()).remotes.mfe_org?.version).toBe('1.0.0-read');
    expect(fetchMock).toHaveBeenCalledTimes(1);
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
    await registry.loadRemoteRoutes('mfe_org');
    expect(register).toHaveBeenLastCalledWith([{ name: 'mfe_org', entry: entryOf('1.0.0-new') }]);
    now += registry.REGISTRY_MAX_AGE_MS - 1;
    await registry.loadRegistry();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    now += 2;
    await registry.loadRegistry();
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

  it('publishes every file it reads to the page (header, footer, routes), and the shell release it names', async () => {
    serveRegistry('1.0.0-old', '1.1.0-new');
    expect(shared.getSiteRegistry()).toBeNull();
    await registry.loadRegistry();
    expect(shared.getSiteRegistry()).toEqual(registryWith('1.0.0-old'));
    expect(noteShellRelease).toHaveBeenCalledWith({ version: '2.0.0', channel: 'canary' });
    await registry.loadRegistry({ fresh: true });
    expect(shared.ownerOf(shared.getSiteRegistry(), '/open-data')).toMatchObject({ remote: 'mfe_org', version: '1.1.0-new', page: { page: 'OpenData' } });
  });

  it('keeps the last good registry when a read fails, and reads again on the next request', async () => {
    const fetchMock = serve(good('1.0.0-good'), broken, good('1.0.1-good'));
    await registry.loadRegistry();
    await expect(registry.loadRegistry({ fresh: true })).rejects.toThrow('Registry answered 503');
    expect(shared.getSiteRegistry()).toEqual(registryWith('1.0.0-good'));
    await registry.loadRegistry();
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(shared.getSiteRegistry()?.remotes.mfe_org?.version).toBe('1.0.1-good');
  });

  it('leaves the store empty when the first read fails, and refuses an answer that is not a registry', async () => {
    serve(broken, { ok: true, status: 200, json: async () => ['not', 'a', 'registry'] });
    await expect(registry.loadRegistry()).rejects.toThrow('Registry answered 503');
    await expect(registry.loadRegistry()).rejects.toThrow('not a registry');
    expect(shared.getSiteRegistry()).toBeNull();
    expect(register).not.toHaveBeenCalled();
  });

  it('does not let a slow read that ends after a newer one put the older file back', async () => {
    let answerSlow: (answer: Answer) => void = () => undefined;
    const slow = new Promise<Answer>((resolve) => (answerSlow = resolve));
    const answers: Array<Promise<Answer>> = [slow, Promise.resolve(good('1.0.1-new'))];
    global.fetch = jest.fn(() => answers.shift()!) as unknown as typeof fetch;
    const first = registry.loadRegistry();
    await registry.loadRegistry({ fresh: true });
    answerSlow(good('1.0.0-old'));
    await first;
    expect(shared.getSiteRegistry()?.remotes.mfe_org?.version).toBe('1.0.1-new');
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('warms the remote that owns a link, as the registry now names it, once per version', async () => {
    serveRegistry('1.0.0-old', '1.1.0-new');
    registry.preloadRoute('/about');
    expect(loadRemote).not.toHaveBeenCalled(); // nothing read yet: nobody owns anything
    await registry.loadRegistry();
    registry.preloadRoute('/about?from=header');
    registry.preloadRoute('/about');
    await settle();
    expect(loadRemote).toHaveBeenCalledTimes(1);
    await registry.loadRegistry({ fresh: true });
    registry.preloadRoute('/open-data');
    await settle();
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('has the page language’s formats loaded off the main thread when the first section is asked for, once', async () => {
    const { warmUpIntl } = jest.requireMock<{ warmUpIntl: jest.Mock }>('../warmUpIntl');
    warmUpIntl.mockClear();
    document.cookie = 'lang=sw; path=/';
    try {
      serveRegistry('1.0.0-old', '1.0.0-old');
      await registry.loadRegistry();
      expect(warmUpIntl).not.toHaveBeenCalled();
      await registry.loadRemoteRoutes('mfe_org');
      await registry.loadRemoteRoutes('mfe_org', { fresh: true });
      expect(warmUpIntl).toHaveBeenCalledTimes(1);
      expect(warmUpIntl).toHaveBeenCalledWith('sw-KE');
    } finally {
      document.cookie = 'lang=; path=/; max-age=0';
    }
  });
});
