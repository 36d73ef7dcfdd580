import { screen } from '@testing-library/react';
import { renderWithProviders } from '@civic/shared/testing';
import Journalism from './Journalism';

describe('Journalism', () => {
  it('shows its one h1 and the content a citizen comes for', () => {
    renderWithProviders(<Journalism />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Journalists' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What we will never share' })).toBeInTheDocument();
    expect(screen.getByText(/do not give journalists the identity/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Data access' })).toHaveAttribute('href', '/data-access');
    expect(screen.getByRole('link', { name: 'Contact our media team' })).toHaveAttribute('href', '/contact-us');
  });
});
