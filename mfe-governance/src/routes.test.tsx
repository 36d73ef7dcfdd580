import { screen } from '@testing-library/react';
import { ROUTE_OWNERS } from '@civic/shared';
import { renderWithProviders } from '@civic/shared/testing';
import GovernanceRoutes from './routes';
import { GOVERNANCE_ROUTES } from './routeList';
import { COUNTIES, mockRoutes } from './testing/fixtures';

afterEach(() => jest.restoreAllMocks());

describe('GovernanceRoutes', () => {
  it('owns exactly the paths the route table gives this section', () => {
    const owned = ROUTE_OWNERS.find((owner) => owner.remote === 'mfe_governance')!.paths;
    expect(GOVERNANCE_ROUTES.map((route) => route.path).sort()).toEqual([...owned].sort());
  });

  it('renders a page lazily at its path', async () => {
    mockRoutes({ '/api/counties/': { counties: COUNTIES } });
    renderWithProviders(<GovernanceRoutes />, { route: '/counties' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Counties' })).toBeInTheDocument();
  });
});
