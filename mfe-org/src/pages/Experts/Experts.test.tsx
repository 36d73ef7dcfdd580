import { screen } from '@testing-library/react';
import { renderWithProviders } from '@civic/shared/testing';
import Experts from './Experts';

describe('Experts', () => {
  it('shows its one h1 and the content a citizen comes for', () => {
    renderWithProviders(<Experts />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Experts' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Answer questions in the expert Q&A' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Expert Q&A' })).toHaveAttribute('href', '/community/expert-qa');
    expect(screen.getByRole('link', { name: 'Join our expert network' })).toHaveAttribute('href', '/contact-us');
  });
});
