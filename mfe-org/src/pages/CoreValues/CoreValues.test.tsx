import { screen } from '@testing-library/react';
import { renderWithProviders } from '@civic/shared/testing';
import CoreValues from './CoreValues';

describe('CoreValues', () => {
  it('shows its one h1 and the content a citizen comes for', () => {
    renderWithProviders(<CoreValues />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Core Values' })).toBeInTheDocument();
    const values = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(values).toEqual(['Proximity', 'Transparency', 'Accountability', 'Empowerment', 'Innovation', 'Integrity', 'Collaboration', 'Impact-driven']);
    expect(screen.getByText(/Public officers answer to the public/)).toBeInTheDocument();
  });
});
