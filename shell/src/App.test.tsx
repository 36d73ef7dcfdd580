import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, getSiteRegistry, RoutedPages, setSiteRegistry, type RegistryFile, type RemoteRoutesModule, type RoutePage, useNavigate } from '@civic/shared';
import { answer, renderWithProviders } from '@civic/shared/testing';
import { Layout } from './App';
import { loadRegistry, loadRemoteRoutes } from './remotes/registry';
import { reportRelease } from './remotes/health';
import { siteRegistry } from './testing/siteRegistry';

jest.mock('./remotes/registry', () => ({ loadRegistry: jest.fn(), loadRemoteRoutes: jest.fn(), loadRemoteModule: jest.fn(), preloadRoute: jest.fn() }));
jest.mock('./remotes/health', () => ({ reportRelease: jest.fn() }));
jest.mock('./layout/LazyNewsletter', () => ({ LazyNewsletter: () => null }));

const read = loadRegistry as jest.MockedFunction<typeof loadRegistry>;
const load = loadRemoteRoutes as jest.MockedFunction<typeof loadRemoteRoutes>;
const report = reportRelease as jest.MockedFunction<typeof reportRelease>;

/** A section as its release would ship it: one component per page it declares, each saying which release it is. */
function releasedSection(remote: string): RemoteRoutesModule {
  const live = getSiteRegistry()!.remotes[remote]!;
  const pages = Object.fromEntries(
    live.routes.filter((route) => route.page).map((route) => [route.page!, () => <h1>{`${route.page} from ${live.packageName} ${live.version}`}</h1>]),
  );
  function SectionRoutes({ routes }: { routes: readonly RoutePage[] }) {
    return <RoutedPages routes={routes} pages={pages} loadingLabel="Loading…" />;
  }
  return { default: SectionRoutes, pages };
}

function GoTo({ paths }: { paths: string[] }) {
  const navigate = useNavigate();
  return (
    <>
      {paths.map((path) => (
        <button key={path} type="button" onClick={() => navigate(path)}>{`Go to ${path}`}</button>
      ))}
    </>
  );
}

function renderSite(route: string, paths: string[] = []) {
  return renderWithProviders(
    <>
      <Layout />
      <GoTo paths={paths} />
    </>,
    { route },
  );
}

const openData = (version: string): RegistryFile =>
  siteRegistry({
    versions: { mfe_org: version },
    extra: { mfe_org: [{ path: '/open-data', page: 'OpenData', nav: { group: 'media', label: 'Open Data', order: 5 }, footer: { label: 'Open Data', order: 5.5 } }] },
  });

describe('the shell routes pages by the registry', () => {
  beforeEach(() => {
    setSiteRegistry(siteRegistry());
    read.mockImplementation(async () => {
      const registry = getSiteRegistry();
      if (!registry) throw new Error('Registry answered 503');
      return registry;
    });
    load.mockImplementation(async (remote) => releasedSection(remote));
    jest.spyOn(api, 'get').mockResolvedValue(answer({ status: 'success', data: { user: null } }));
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('mounts the section whose release declares the path, giving it the release and channel the registry names', async () => {
    setSiteRegistry(siteRegistry({ version: '2.3.0', channel: 'canary' }));
    renderSite('/counties/county/047');
    expect(await screen.findByRole('heading', { name: 'CountiesCountyCode from mfe-governance 2.3.0' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mfe_governance', { fresh: false });
    expect(report).toHaveBeenCalledWith({ unit: 'mfe-governance', version: '2.3.0', channel: 'canary' }, 'loaded');
  });

  it('keeps a section mounted while the citizen moves between its pages, asking for the registry at each navigation', async () => {
    const user = userEvent.setup();
    renderSite('/about', ['/why', '/']);
    expect(await screen.findByRole('heading', { name: 'About from mfe-org 1.0.0' })).toBeInTheDocument();
    const reads = read.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Go to /why' }));
    expect(await screen.findByRole('heading', { name: 'Why from mfe-org 1.0.0' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(read.mock.calls.length).toBeGreaterThan(reads);
    await user.click(screen.getByRole('button', { name: 'Go to /' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Empowering Citizens, Demanding Accountability!' })).toBeInTheDocument();
    expect(read).toHaveBeenLastCalledWith();
  });

  it('shows the 404 page for a path no release declares', async () => {
    renderSite('/counties/county/047/extra');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('shows the unavailable panel, not the 404, when the registry could not be read; Retry reads it afresh and recovers', async () => {
    const user = userEvent.setup();
    setSiteRegistry(null);
    renderSite('/about');
    expect(await screen.findByRole('heading', { name: 'This section is temporarily unavailable' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();

    read.mockRejectedValueOnce(new Error('Registry answered 503'));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'This section is temporarily unavailable' })).toBeInTheDocument();
    expect(read).toHaveBeenLastCalledWith({ fresh: true });

    read.mockImplementationOnce(async () => {
      const registry = siteRegistry();
      setSiteRegistry(registry);
      return registry;
    });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'About from mfe-org 1.0.0' })).toBeInTheDocument();
    expect(read).toHaveBeenLastCalledWith({ fresh: true });
    // The header fills in as well.
    expect(screen.getByRole('button', { name: 'Governance', hidden: true })).toBeInTheDocument();
  });

  it('still shows the home page without a registry', async () => {
    setSiteRegistry(null);
    renderSite('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Empowering Citizens, Demanding Accountability!' })).toBeInTheDocument();
  });

  it('lists a page a release adds in the header, the mobile menu and the footer, and routes to it, without a reload', async () => {
    const user = userEvent.setup();
    renderSite('/', ['/open-data']);
    expect(screen.queryByRole('link', { name: 'Open Data', hidden: true })).not.toBeInTheDocument();

    act(() => setSiteRegistry(openData('1.1.0')));
    const media = document.getElementById(screen.getByRole('button', { name: 'Media', hidden: true }).getAttribute('aria-controls')!)!;
    expect(within(media).getByRole('link', { name: 'Open Data', hidden: true })).toHaveAttribute('href', '/open-data');
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(within(screen.getByRole('dialog', { name: 'Main navigation' })).getByRole('link', { name: 'Open Data' })).toHaveAttribute('href', '/open-data');
    await user.click(screen.getByRole('button', { name: 'Close menu' }));

    await user.click(within(screen.getByRole('navigation', { name: 'Useful links' })).getByRole('link', { name: 'Open Data' }));
    expect(await screen.findByRole('heading', { name: 'OpenData from mfe-org 1.1.0' })).toBeInTheDocument();
  });

  it('mounts the version a release, rollback or the end of a canary gives the tab on its next navigation, not under the citizen', async () => {
    const user = userEvent.setup();
    renderSite('/about', ['/why']);
    expect(await screen.findByRole('heading', { name: 'About from mfe-org 1.0.0' })).toBeInTheDocument();

    // A read started elsewhere (a link's hover) brings a new version: the page being read stays as it is.
    act(() => setSiteRegistry(siteRegistry({ versions: { mfe_org: '1.1.0' } })));
    expect(screen.getByRole('heading', { name: 'About from mfe-org 1.0.0' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Go to /why' }));
    expect(await screen.findByRole('heading', { name: 'Why from mfe-org 1.1.0' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(report).toHaveBeenLastCalledWith({ unit: 'mfe-org', version: '1.1.0', channel: 'live' }, 'loaded');
  });

  it('mounts the new version once the read a navigation started ends', async () => {
    const user = userEvent.setup();
    renderSite('/about', ['/why']);
    expect(await screen.findByRole('heading', { name: 'About from mfe-org 1.0.0' })).toBeInTheDocument();

    // One read, however many ask for it while it runs (as loadRegistry does).
    let finish: (registry: RegistryFile) => void = () => undefined;
    const reading = new Promise<RegistryFile>((resolve) => (finish = resolve));
    read.mockReturnValue(reading);
    await user.click(screen.getByRole('button', { name: 'Go to /why' }));
    expect(await screen.findByRole('heading', { name: 'Why from mfe-org 1.0.0' })).toBeInTheDocument();

    const released = siteRegistry({ versions: { mfe_org: '1.2.0' } });
    await act(async () => {
      setSiteRegistry(released);
      finish(released);
    });
    expect(await screen.findByRole('heading', { name: 'Why from mfe-org 1.2.0' })).toBeInTheDocument();
  });
});
