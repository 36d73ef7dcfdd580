import { screen } from '@testing-library/react';
import { renderWithProviders } from '@civic/shared/testing';
import Sitemap from './Sitemap';

describe('Sitemap', () => {
  it('lists every group of the main navigation with its links, and this section pages', () => {
    renderWithProviders(<Sitemap />, { route: '/sitemap' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sitemap' })).toBeInTheDocument();
    for (const group of ['Who We Are', 'Get Involved', 'Governance', 'Community', 'Media']) {
      expect(screen.getByRole('heading', { level: 2, name: group })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Counties' })).toHaveAttribute('href', '/counties');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    // Each address is listed once, even when the navigation and the footer both name it.
    const whoWeAre = screen.getAllByRole('link').filter((link) => link.getAttribute('href') === '/who-we-are');
    expect(whoWeAre).toHaveLength(1);
  });
});
