import { screen } from '@testing-library/react';
import { renderWithProviders } from '@civic/shared/testing';
import Knowledge from './Knowledge';

describe('Knowledge', () => {
  it('shows its one h1 and the content a citizen comes for', () => {
    renderWithProviders(<Knowledge />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Knowledge Hub' })).toBeInTheDocument();
    for (const topic of ['How county budgets work', 'The procurement cycle', 'Your right to information', 'How to take part in public participation']) {
      expect(screen.getByRole('heading', { level: 2, name: topic })).toBeInTheDocument();
    }
    expect(screen.getByText(/By 30 April: the budget estimates are submitted to the county assembly/)).toBeInTheDocument();
    const toPublications = screen.getAllByRole('link').filter((link) => link.getAttribute('href') === '/resources/publications');
    expect(toPublications.length).toBeGreaterThanOrEqual(4);
  });
});
