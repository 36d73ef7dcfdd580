import { screen } from '@testing-library/react';
import { renderWithProviders } from '@civic/shared/testing';
import InternationalOrganizations from './InternationalOrganizations';

describe('InternationalOrganizations', () => {
  it('shows its one h1 and the content a citizen comes for', () => {
    renderWithProviders(<InternationalOrganizations />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'International Organisations' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What we can do together' })).toBeInTheDocument();
    expect(screen.getByText(/no access to reports or reporters/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Talk to our partnerships team' })).toHaveAttribute('href', '/contact-us');
  });
});
