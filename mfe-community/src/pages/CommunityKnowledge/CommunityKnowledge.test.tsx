import { screen } from '@testing-library/react';
import { renderWithProviders } from '@civic/shared/testing';
import CommunityKnowledge from './CommunityKnowledge';

describe('CommunityKnowledge', () => {
  it('has one h1, the house rules and how to propose a workshop', () => {
    renderWithProviders(<CommunityKnowledge />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'House rules for discussions' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How to propose a workshop' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Workshops' })[0]).toHaveAttribute('href', '/workshops');
  });
});
