import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@civic/shared/testing';
import Blogs from './Blogs';

describe('Blogs', () => {
  it('shows its one h1 and the content a citizen comes for', () => {
    renderWithProviders(<Blogs />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Blogs' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Five questions to ask at a county budget hearing' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Reading an audit opinion' })).toBeInTheDocument();
    const years = screen.getAllByRole('article').map((article) =>
      Number(
        within(article)
          .getByText((_, element) => element?.tagName === 'TIME')
          .getAttribute('datetime')!
          .slice(0, 4),
      ),
    );
    expect(years.every((year) => year >= 2022 && year <= 2026)).toBe(true);
  });
});
