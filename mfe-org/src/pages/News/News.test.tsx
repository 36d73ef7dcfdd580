import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@civic/shared/testing';
import News from './News';

describe('News', () => {
  it('shows its one h1 and the content a citizen comes for', () => {
    renderWithProviders(<News />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
    const dates = screen.getAllByRole('article').map((article) =>
      within(article)
        .getByText((_, element) => element?.tagName === 'TIME')
        .getAttribute('datetime')!,
    );
    expect(dates.length).toBeGreaterThanOrEqual(5);
    // Newest first, all within the platform's life (founded 2022).
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const date of dates) expect(Number(date.slice(0, 4))).toBeGreaterThanOrEqual(2022);
    for (const date of dates) expect(Number(date.slice(0, 4))).toBeLessThanOrEqual(2026);
    expect(screen.getByRole('heading', { level: 3, name: 'Anonymous reporting channel launched' })).toBeInTheDocument();
  });
});
