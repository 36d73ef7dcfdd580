import { screen } from '@testing-library/react';
import { renderWithProviders } from '@civic/shared/testing';
import Partnerships from './Partnerships';

describe('Partnerships', () => {
  it('shows its one h1 and the content a citizen comes for', () => {
    renderWithProviders(<Partnerships />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Partnerships' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Our partnership principles' })).toBeInTheDocument();
    expect(screen.getByText(/no partner approves what we publish/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact our partnerships team' })).toHaveAttribute('href', '/contact-us');
  });
});
