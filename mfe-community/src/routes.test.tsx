import { screen } from '@testing-library/react';
import type { RoutesFile } from '@civic/shared';
import { routesFileFaults, renderWithProviders } from '@civic/shared/testing';
import routesJson from '../routes.json';
import CommunityRoutes, { pages } from './routes';

const routesFile = routesJson as RoutesFile;

describe('routes.json', () => {
  it('is one a release accepts, naming only pages this section has, and every page it has', () => {
    expect(routesFileFaults(routesFile, pages)).toEqual([]);
  });
});

describe('CommunityRoutes', () => {
  it('renders a page lazily at its path', async () => {
    renderWithProviders(<CommunityRoutes routes={routesFile.pages} />, { route: '/community/knowledge' });
    expect(await screen.findByRole('heading', { level: 1, name: 'How the Community Works' })).toBeInTheDocument();
  });
});
