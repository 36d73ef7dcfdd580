import { screen } from '@testing-library/react';
import { api, ApiError, type RoutesFile } from '@civic/shared';
import { mockGet, routesFileFaults, renderWithProviders } from '@civic/shared/testing';
import routesJson from '../routes.json';
import ReportingRoutes, { pages } from './routes';

const routesFile = routesJson as RoutesFile;

afterEach(() => jest.restoreAllMocks());

describe('routes.json', () => {
  it('is one a release accepts, naming only pages this section has, and every page it has', () => {
    expect(routesFileFaults(routesFile, pages)).toEqual([]);
  });
});

describe('ReportingRoutes', () => {
  it('renders a page lazily at its path', async () => {
    mockGet({});
    renderWithProviders(<ReportingRoutes routes={routesFile.pages} />, { route: '/complaints' });
    expect(await screen.findByRole('heading', { level: 1, name: 'File a Complaint' })).toBeInTheDocument();
  });

  it('serves complaint tracking at /complaints/track, in the Get Involved menu and the footer', async () => {
    renderWithProviders(<ReportingRoutes routes={routesFile.pages} />, { route: '/complaints/track' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Track a Complaint' })).toBeInTheDocument();
    const entry = routesFile.pages.find((page) => page.path === '/complaints/track');
    expect(entry).toMatchObject({ nav: { group: 'get-involved', label: 'Track a Complaint' }, footer: { label: 'Track a Complaint' } });
  });

  it('serves the desk at /desk, the root of its one declared page /desk/*', async () => {
    jest.spyOn(api, 'get').mockRejectedValue(new ApiError('Sign in', 401, null, null));
    renderWithProviders(<ReportingRoutes routes={routesFile.pages} />, { route: '/desk' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Case Desk' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to all cases' })).not.toBeInTheDocument();
  });

  it('serves a case under the desk', async () => {
    jest.spyOn(api, 'get').mockRejectedValue(new ApiError('Not found', 404, null, null));
    renderWithProviders(<ReportingRoutes routes={routesFile.pages} />, { route: '/desk/cases/c404' });
    expect(await screen.findByText('There is no case with this id.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to all cases' })).toHaveAttribute('href', '/desk');
    expect(api.get).toHaveBeenCalledWith('/api/desk/cases/c404/', expect.anything());
  });
});
