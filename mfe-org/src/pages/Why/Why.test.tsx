import { screen } from '@testing-library/react';
import { renderWithProviders } from '@civic/shared/testing';
import Why from './Why';

describe('Why', () => {
  it('shows its one h1 and the content a citizen comes for', () => {
    renderWithProviders(<Why />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Why We Exist' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'The promise in the Constitution' })).toBeInTheDocument();
    expect(screen.getByText(/right of access to information held by the State \(Article 35\)/)).toBeInTheDocument();
    expect(screen.getByText(/Article 174/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the 47 counties' })).toHaveAttribute('href', '/counties');
  });
});
