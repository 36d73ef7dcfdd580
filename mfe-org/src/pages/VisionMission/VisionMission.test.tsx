import { screen } from '@testing-library/react';
import { renderWithProviders } from '@civic/shared/testing';
import VisionMission from './VisionMission';

describe('VisionMission', () => {
  it('shows its one h1 and the content a citizen comes for', () => {
    renderWithProviders(<VisionMission />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Vision & Mission' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Our vision' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Our mission' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Safe reporting' })).toBeInTheDocument();
    expect(screen.getByText(/empower citizens to demand accountability/)).toBeInTheDocument();
  });
});
