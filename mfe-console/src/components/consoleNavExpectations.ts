import { screen, within } from '@testing-library/react';

/** The console's links as every page shows them, in order. */
export const CONSOLE_LINKS = [
  'Staff',
  'Moderation',
  'FAQ',
  'Workshops',
  'Townhall events',
  'Team',
  'Testimonials',
  'Experts',
  'Publications',
  'Organisation',
  'Project records',
  'Case keys',
  'Audit log',
];

/** For page tests: the console's navigation lists every page in order, and marks `current` as the page shown. */
export function expectConsoleNav(current: string): HTMLElement {
  const nav = screen.getByRole('navigation', { name: 'Staff console' });
  expect(
    within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(CONSOLE_LINKS);
  expect(within(nav).getByRole('link', { name: current })).toHaveAttribute('aria-current', 'page');
  return nav;
}
