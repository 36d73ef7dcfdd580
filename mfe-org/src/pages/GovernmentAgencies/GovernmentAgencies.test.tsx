import { screen } from '@testing-library/react';
import { renderWithProviders } from '@civic/shared/testing';
import GovernmentAgencies from './GovernmentAgencies';

describe('GovernmentAgencies', () => {
  it('shows its one h1 and the content a citizen comes for', () => {
    renderWithProviders(<GovernmentAgencies />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Government Agencies' })).toBeInTheDocument();
    expect(screen.getByText(/Access to Information Act 2016 and Article 35/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What we do not do' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ministries & agencies' })).toHaveAttribute('href', '/mda');
  });
});
