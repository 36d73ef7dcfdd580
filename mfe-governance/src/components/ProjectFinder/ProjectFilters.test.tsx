import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@civic/shared';
import { renderWithProviders } from '@civic/shared/testing';
import { PROJECT_STAGES } from '../../contracts';
import { COUNTIES, OPTIONS } from '../../testing/fixtures';
import { readFinderQuery, type FinderConfig } from './finderQuery';
import { ProjectFilters } from './ProjectFilters';

const ONGOING: FinderConfig = { stage: 'ongoing', statuses: PROJECT_STAGES.ongoing, category: true, country: true, places: 'county' };

function renderFilters(onChange = jest.fn()) {
  renderWithProviders(<ProjectFilters config={ONGOING} query={readFinderQuery(new URLSearchParams())} options={OPTIONS} counties={COUNTIES} onChange={onChange} />);
  return onChange;
}

const options = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => [option.textContent, (option as HTMLOptionElement).value]);

afterEach(async () => {
  await act(() => changeLanguage('en'));
});

describe('ProjectFilters', () => {
  it('names the statuses and sectors in Kiswahili, each option keeping its value', async () => {
    const user = userEvent.setup();
    await act(() => changeLanguage('sw'));
    const onChange = renderFilters();
    const status = screen.getByRole('combobox', { name: 'Hali' });
    expect(options(status)).toEqual([
      ['Hali zote', ''],
      ['Unaendelea vizuri (1)', 'on-track'],
      ['Uko hatarini (1)', 'at-risk'],
      ['Umechelewa (1)', 'delayed'],
      ['Umesimamishwa (0)', 'suspended'],
    ]);
    await user.selectOptions(status, 'Uko hatarini (1)');
    expect(onChange).toHaveBeenLastCalledWith({ status: 'at-risk' });

    const category = screen.getByRole('combobox', { name: 'Aina' });
    expect(options(category)).toEqual([
      ['Aina zote', ''],
      ['Maji na usafi wa mazingira (1)', 'water'],
      ['Barabara na uchukuzi (1)', 'roads'],
      ['Afya (1)', 'health'],
    ]);
    await user.selectOptions(category, 'Barabara na uchukuzi (1)');
    expect(onChange).toHaveBeenLastCalledWith({ category: 'roads' });
  });

  it('keeps the English options word for word', () => {
    renderFilters();
    expect(options(screen.getByRole('combobox', { name: 'Status' }))).toEqual([
      ['All statuses', ''],
      ['On Track (1)', 'on-track'],
      ['At Risk (1)', 'at-risk'],
      ['Delayed (1)', 'delayed'],
      ['Suspended (0)', 'suspended'],
    ]);
    expect(options(screen.getByRole('combobox', { name: 'Category' }))).toEqual([
      ['All categories', ''],
      ['Water and sanitation (1)', 'water'],
      ['Roads and transport (1)', 'roads'],
      ['Health (1)', 'health'],
    ]);
  });
});
