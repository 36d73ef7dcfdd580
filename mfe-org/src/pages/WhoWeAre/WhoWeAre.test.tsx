import { screen } from '@testing-library/react';
import { renderWithProviders } from '@civic/shared/testing';
import WhoWeAre from './WhoWeAre';

describe('WhoWeAre', () => {
  it('shows its one h1 and the content a citizen comes for', () => {
    renderWithProviders(<WhoWeAre />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Who We Are' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Who we serve' })).toBeInTheDocument();
    expect(screen.getByText(/founded in 2022/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See how you can get involved' })).toHaveAttribute('href', '/volunteer');
  });
});
