import { screen } from '@testing-library/react';
import { renderWithProviders } from '@civic/shared/testing';
import TermsOfService from './TermsOfService';

describe('TermsOfService', () => {
  it('shows its one h1 and the content a citizen comes for', () => {
    renderWithProviders(<TermsOfService />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getByText(/Last updated:/)).toBeInTheDocument();
    expect(screen.getByText(/Knowingly false reports harm innocent people/)).toBeInTheDocument();
    expect(screen.getByText(/governed by the laws of Kenya/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Data access and credits' })).toHaveAttribute('href', '/data-access');
  });
});
