import { screen } from '@testing-library/react';
import { renderWithProviders } from '@civic/shared/testing';
import Exhibition from './Exhibition';

describe('Exhibition', () => {
  it('shows its one h1 and the content a citizen comes for', () => {
    renderWithProviders(<Exhibition />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Exhibition' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'How photographs are chosen' })).toBeInTheDocument();
    expect(screen.getByText(/no photograph is shown if it could reveal who filed a report/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact our media team' })).toHaveAttribute('href', '/contact-us');
  });
});
