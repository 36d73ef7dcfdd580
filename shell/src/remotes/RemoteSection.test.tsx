import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, ownerOf, setSiteRegistry, type RoutePage } from '@civic/shared';
import { renderWithProviders } from '@civic/shared/testing';
import { RemoteSection } from './RemoteSection';
import { loadRemoteRoutes } from './registry';
import { reportRelease } from './health';
import { siteRegistry } from '../testing/siteRegistry';

jest.mock('./registry', () => ({ loadRemoteRoutes: jest.fn() }));
jest.mock('./health', () => ({ reportRelease: jest.fn() }));
const load = loadRemoteRoutes as jest.MockedFunction<typeof loadRemoteRoutes>;
const report = reportRelease as jest.MockedFunction<typeof reportRelease>;
const registry = siteRegistry({ version: '1.4.0' });
const owner = ownerOf(registry, '/about')!;
const release = { unit: 'mfe-org', version: '1.4.0', channel: 'canary' };

function Section({ routes }: { routes: readonly RoutePage[] }) {
  return (
    <>
      <h1>Organisation pages</h1>
      <p>{routes.length} pages declared</p>
    </>
  );
}

function Crashing(): never {
  throw new Error('render failed');
}

describe('RemoteSection', () => {
  beforeEach(() => {
    setSiteRegistry(registry);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it("renders the remote's routes once loaded, giving them the pages its release declares, and reports the load", async () => {
    load.mockResolvedValue({ default: Section, pages: {} });
    renderWithProviders(<RemoteSection owner={owner} channel="canary" />);
    expect(await screen.findByRole('heading', { name: 'Organisation pages' })).toBeInTheDocument();
    expect(screen.getByText(`${owner.routes.length} pages declared`)).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('mfe_org', { fresh: false });
    expect(report).toHaveBeenCalledWith(release, 'loaded');
  });

  it('does not count a load as this version once the registry names another one (the section is about to remount)', async () => {
    setSiteRegistry(siteRegistry({ version: '1.5.0' }));
    load.mockResolvedValue({ default: Section, pages: {} });
    renderWithProviders(<RemoteSection owner={owner} />);
    await screen.findByRole('heading', { name: 'Organisation pages' });
    expect(report).not.toHaveBeenCalled();
  });

  it('tries once more afresh, then shows the unavailable panel, tells the bus and reports the failure; Retry recovers', async () => {
    const failed = jest.fn();
    const subscription = bus.on('remote-failed').subscribe(failed);
    load.mockRejectedValueOnce(new Error('manifest 503')).mockRejectedValueOnce(new Error('manifest 503'));
    renderWithProviders(<RemoteSection owner={owner} channel="canary" />);
    expect(await screen.findByRole('heading', { name: 'This section is temporarily unavailable' })).toBeInTheDocument();
    expect(load).toHaveBeenNthCalledWith(1, 'mfe_org', { fresh: false });
    expect(load).toHaveBeenNthCalledWith(2, 'mfe_org', { fresh: true });
    expect(failed).toHaveBeenCalledWith({ type: 'remote-failed', remote: 'mfe_org', reason: 'manifest 503' });
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith(release, 'load-failed');

    load.mockResolvedValue({ default: Section, pages: {} });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Organisation pages' })).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith('mfe_org', { fresh: true });
    expect(report).toHaveBeenLastCalledWith(release, 'loaded');
    subscription.unsubscribe();
  });

  it('treats the runtime stand-in module as a failure', async () => {
    const standIn = { __esModule: true, __unavailable: true, remote: 'mfe_org', reason: 'timeout', default: () => null };
    load.mockResolvedValue(standIn as never);
    renderWithProviders(<RemoteSection owner={owner} />);
    expect(await screen.findByRole('heading', { name: 'This section is temporarily unavailable' })).toBeInTheDocument();
    expect(report).toHaveBeenCalledWith({ ...release, channel: 'live' }, 'load-failed');
    expect(report).not.toHaveBeenCalledWith(expect.anything(), 'loaded');
  });

  it('catches a remote that throws while rendering, inside the layout, reports it against its release, and Retry mounts it again', async () => {
    load.mockResolvedValueOnce({ default: Crashing, pages: {} });
    renderWithProviders(<RemoteSection owner={owner} channel="canary" />);
    expect(await screen.findByRole('heading', { name: 'This section is temporarily unavailable' })).toBeInTheDocument();
    expect(report).toHaveBeenCalledWith(release, 'render-error');
    load.mockResolvedValue({ default: Section, pages: {} });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Organisation pages' })).toBeInTheDocument();
  });
});
