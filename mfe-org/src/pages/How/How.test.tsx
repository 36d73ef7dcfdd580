import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@civic/shared/testing';
import How from './How';

describe('How', () => {
  it('shows its one h1 and the content a citizen comes for', () => {
    renderWithProviders(<How />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'How We Work' })).toBeInTheDocument();
    const steps = within(screen.getByRole('heading', { level: 2, name: 'How a report is handled' }).parentElement!).getAllByRole('listitem');
    expect(steps).toHaveLength(5);
    expect(steps[0]).toHaveTextContent('anonymously');
    expect(steps[1]).toHaveTextContent('receipt code');
    expect(screen.getByRole('link', { name: 'Report it safely' })).toHaveAttribute('href', '/whistleblower');
  });
});
