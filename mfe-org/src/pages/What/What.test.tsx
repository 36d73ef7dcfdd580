import { screen } from '@testing-library/react';
import { renderWithProviders } from '@civic/shared/testing';
import What from './What';

describe('What', () => {
  it('shows its one h1 and the content a citizen comes for', () => {
    renderWithProviders(<What />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'What We Do' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Report corruption and file complaints' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Report corruption' })).toHaveAttribute('href', '/whistleblower');
    expect(screen.getByRole('link', { name: 'Publications' })).toHaveAttribute('href', '/resources/publications');
    expect(screen.getByRole('link', { name: 'Join us today' })).toHaveAttribute('href', '/auth/signup');
  });
});
