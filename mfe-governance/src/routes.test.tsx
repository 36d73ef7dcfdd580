import { screen } from '@testing-library/react';
import type { RoutesFile } from '@civic/shared';
import { routesFileFaults, renderWithProviders } from '@civic/shared/testing';
import routesJson from '../routes.json';
import GovernanceRoutes, { pages } from './routes';
import { COUNTIES, mockRoutes } from './testing/fixtures';

const routesFile = routesJson as RoutesFile;

afterEach(() => jest.restoreAllMocks());

describe('routes.json', () => {
  it('is one a release accepts, naming only pages this section has, and every page it has', () => {
    expect(routesFileFaults(routesFile, pages)).toEqual([]);
  });
});

describe('GovernanceRoutes', () => {
  it('renders a page lazily at its path', async () => {
    mockRoutes({ '/api/counties/': { counties: COUNTIES } });
    renderWithProviders(<GovernanceRoutes routes={routesFile.pages} />, { route: '/counties' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Counties' })).toBeInTheDocument();
  });
});
