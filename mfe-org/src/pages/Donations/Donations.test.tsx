import { screen } from '@testing-library/react';
import { renderWithProviders } from '@civic/shared/testing';
import Donations from './Donations';

describe('Donations', () => {
  it('shows its one h1 and the content a citizen comes for', () => {
    renderWithProviders(<Donations />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Donate' })).toBeInTheDocument();
    expect(screen.getByText('No funder sees reports, reporters’ details or case files. Ever.')).toBeInTheDocument();
    expect(screen.getByText('No funder reviews, edits or approves what we publish.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Why there is no payment form here' })).toBeInTheDocument();
    // No online payment: the page has no form fields at all.
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact our office to give' })).toHaveAttribute('href', '/contact-us');
  });
});
