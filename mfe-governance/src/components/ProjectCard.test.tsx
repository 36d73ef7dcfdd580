import type { ReactNode } from 'react';
import { act, screen } from '@testing-library/react';
import { changeLanguage } from '@civic/shared';
import { renderWithProviders } from '@civic/shared/testing';
import { useTranslations } from '../messages';
import { makeProject } from '../testing/fixtures';
import { ProjectCard } from './ProjectCard';

/** As under the section's root, which draws the page again when the language changes. */
function Page({ render }: { render: () => ReactNode }) {
  useTranslations();
  return <>{render()}</>;
}

afterEach(async () => {
  await act(() => changeLanguage('en'));
});

describe('ProjectCard', () => {
  it('shows its status, sector and priority in Kiswahili, and exactly as before in English', async () => {
    const project = makeProject({ status: 'At Risk', category: 'roads', categoryLabel: 'Roads and transport', priority: 'Medium' });
    renderWithProviders(<Page render={() => <ProjectCard project={project} />} />);
    const card = screen.getByRole('article');
    expect(screen.getByText('At Risk')).toHaveAttribute('data-tone', 'yellow');
    expect(screen.getByText('Roads and transport · Medium priority')).toBeInTheDocument();
    const english = card.textContent;

    await act(() => changeLanguage('sw'));
    expect(screen.getByText('Uko hatarini')).toHaveAttribute('data-tone', 'yellow');
    expect(screen.getByText('Barabara na uchukuzi · Kipaumbele: Wastani')).toBeInTheDocument();
    expect(screen.getByText('Data ya mfano')).toBeInTheDocument();
    expect(card).not.toHaveTextContent('At Risk');
    expect(card).not.toHaveTextContent('Roads and transport');

    await act(() => changeLanguage('en'));
    expect(card.textContent).toBe(english);
  });

  it('shows a sector it does not know by the name the API gives it', async () => {
    await act(() => changeLanguage('sw'));
    renderWithProviders(<ProjectCard project={makeProject({ category: 'mining' as never, categoryLabel: 'Mining' })} />);
    expect(screen.getByText('Mining · Kipaumbele: Juu')).toBeInTheDocument();
    expect(screen.getByText('Unaendelea vizuri')).toHaveAttribute('data-tone', 'green');
  });

  it('fills its progress bar to the project’s progress, with one class for every length', () => {
    renderWithProviders(
      <>
        <ProjectCard project={makeProject({ id: 'a', title: 'Borehole', progress: 35 })} />
        <ProjectCard project={makeProject({ id: 'b', title: 'Clinic', progress: 100 })} />
      </>,
    );
    const bars = screen.getAllByRole('progressbar');
    expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['35', '100']);
    const fills = bars.map((bar) => bar.firstElementChild as HTMLElement);
    expect(fills.map((fill) => fill.style.getPropertyValue('--length'))).toEqual(['35%', '100%']);
    expect(fills[0]!.className).toBe(fills[1]!.className);
  });
});
