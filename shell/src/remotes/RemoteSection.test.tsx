import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, ROUTE_OWNERS } from '@civic/shared';
import { renderWithProviders } from '@civic/shared/testing';
import { RemoteSection } from './RemoteSection';
import { loadRemoteRoutes } from './registry';

jest.mock('./registry', () => ({ loadRemoteRoutes: jest.fn() }));
const load = loadRemoteRoutes as jest.MockedFunction<typeof loadRemoteRoutes>;
const owner = ROUTE_OWNERS.find((candidate) => candidate.remote === 'mfe_org')!;

function Section() {
  return <h1>Organisation pages</h1>;
}

function Crashing(): never {
  throw new Error('render failed');
}

describe('RemoteSection', () => {
  beforeEach(() => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('renders the remote routes once loaded', async () => {
    load.mockResolvedValue({ default: Section });
    renderWithProviders(<RemoteSection owner={owner} />);
    expect(await screen.findByRole('heading', { name: 'Organisation pages' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries once more afresh, then shows the unavailable panel and tells the bus; Retry recovers', async () => {
    const failed = jest.fn();
    const subscription = bus.on('remote-failed').subscribe(failed);
    load.mockRejectedValueOnce(new Error('manifest 503')).mockRejectedValueOnce(new Error('manifest 503'));
    renderWithProviders(<RemoteSection owner={owner} />);
    expect(await screen.findByRole('heading', { name: 'This section is temporarily unavailable' })).toBeInTheDocument();
    expect(load).toHaveBeenNthCalledWith(1, owner, { fresh: false });
    expect(load).toHaveBeenNthCalledWith(2, owner, { fresh: true });
    expect(failed).toHaveBeenCalledWith({ type: 'remote-failed', remote: 'mfe_org', reason: 'manifest 503' });

    load.mockResolvedValue({ default: Section });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Organisation pages' })).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith(owner, { fresh: true });
    subscription.unsubscribe();
  });

  it('treats the runtime stand-in module as a failure', async () => {
    const standIn = { __esModule: true, __unavailable: true, remote: 'mfe_org', reason: 'timeout', default: () => null };
    load.mockResolvedValue(standIn as never);
    renderWithProviders(<RemoteSection owner={owner} />);
    expect(await screen.findByRole('heading', { name: 'This section is temporarily unavailable' })).toBeInTheDocument();
  });

  it('catches a remote that throws while rendering, inside the layout, and Retry mounts it again', async () => {
    load.mockResolvedValueOnce({ default: Crashing });
    renderWithProviders(<RemoteSection owner={owner} />);
    expect(await screen.findByRole('heading', { name: 'This section is temporarily unavailable' })).toBeInTheDocument();
    load.mockResolvedValue({ default: Section });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Organisation pages' })).toBeInTheDocument();
  });
});
