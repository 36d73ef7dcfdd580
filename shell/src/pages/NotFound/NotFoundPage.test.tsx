import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@civic/shared/testing';
import { NotFoundPage } from './NotFoundPage';

describe('NotFoundPage', () => {
  it('says the page was not found and offers home, the sitemap and search', async () => {
    renderWithProviders(<NotFoundPage />, { route: '/nowhere' });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Browse the sitemap' })).toHaveAttribute('href', '/sitemap');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the site' }), 'water{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/search-results?q=water');
  });
});
