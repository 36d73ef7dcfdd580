import { screen } from '@testing-library/react';
import { renderWithProviders } from '@civic/shared/testing';
import Volunteer from './Volunteer';

describe('Volunteer', () => {
  it('shows its one h1 and the content a citizen comes for', () => {
    renderWithProviders(<Volunteer />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Volunteer' })).toBeInTheDocument();
    for (const role of ['Ward project monitor', 'Data volunteer', 'Community facilitator', 'Skills volunteer']) {
      expect(screen.getByRole('heading', { level: 3, name: role })).toBeInTheDocument();
    }
    expect(screen.getByText(/Never try to identify, contact or investigate a person who filed a report/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact our volunteer coordinator' })).toHaveAttribute('href', '/contact-us');
  });
});
