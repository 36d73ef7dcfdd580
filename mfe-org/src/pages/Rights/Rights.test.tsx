import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@civic/shared/testing';
import Rights from './Rights';

describe('Rights', () => {
  it('shows its one h1 and the content a citizen comes for', () => {
    renderWithProviders(<Rights />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Know Your Rights' })).toBeInTheDocument();
    const steps = within(screen.getByRole('heading', { level: 2, name: 'Your right to information' }).parentElement!).getAllByRole('listitem');
    expect(steps[1]).toHaveTextContent('within 21 days');
    expect(steps[1]).toHaveTextContent('48 hours');
    expect(steps[3]).toHaveTextContent('Commission on Administrative Justice');
    expect(screen.getByText(/Ethics and Anti-Corruption Commission \(EACC\)/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Report it safely' })).toHaveAttribute('href', '/whistleblower');
  });
});
