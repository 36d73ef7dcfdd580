import { act } from '@testing-library/react';
import { changeLanguage } from '@civic/shared';
import { PRIORITIES, PROJECT_STATUSES, REGIONS, SECTORS } from './contracts';
import { badgeLabel, documentTypeLabel, priorityLabel, provinceLabel, regionLabel, searchKindLabel, sectorLabel, statusLabel } from './vocabulary';

afterEach(async () => {
  await act(() => changeLanguage('en'));
});

describe('the data’s words', () => {
  it('are in English exactly as the data spells them', () => {
    expect(PROJECT_STATUSES.map(statusLabel)).toEqual([...PROJECT_STATUSES]);
    expect(PRIORITIES.map(priorityLabel)).toEqual([...PRIORITIES]);
    expect(SECTORS.map((sector) => sectorLabel(sector.value))).toEqual(SECTORS.map((sector) => sector.label));
    expect(REGIONS.map(regionLabel)).toEqual([...REGIONS]);
    expect(['Coast', 'Nairobi', 'Rift Valley'].map(provinceLabel)).toEqual(['Coast', 'Nairobi', 'Rift Valley']);
    expect(searchKindLabel('Questions and answers')).toBe('Questions and answers');
    expect(badgeLabel('Sample data')).toBe('Sample data');
  });

  it('are in Kiswahili when the page is, each a word of its own', async () => {
    await act(() => changeLanguage('sw'));
    const words = [...PROJECT_STATUSES.map(statusLabel), ...SECTORS.map((sector) => sectorLabel(sector.value))];
    expect(new Set(words).size).toBe(words.length);
    expect(words.filter((word) => (PROJECT_STATUSES as readonly string[]).includes(word) || SECTORS.some((sector) => sector.label === word))).toEqual([]);
    expect(statusLabel('Completed')).toBe('Umekamilika');
    expect(sectorLabel('ict')).toBe('TEHAMA na huduma za kidijitali');
    expect(regionLabel('Coastal')).toBe('Pwani');
    expect(provinceLabel('Coast')).toBe('Pwani');
    expect(provinceLabel('Nairobi')).toBe('Nairobi');
    expect(documentTypeLabel('Guide')).toBe('Mwongozo');
    expect(searchKindLabel('Wards')).toBe('Wadi');
    expect(badgeLabel('Sample data')).toBe('Data ya mfano');
  });

  it('show a value they do not know as the data gives it', async () => {
    await act(() => changeLanguage('sw'));
    expect(statusLabel('Paused')).toBe('Paused');
    expect(sectorLabel('mining', 'Mining')).toBe('Mining');
    expect(regionLabel('constructor')).toBe('constructor');
    expect(documentTypeLabel('feasibilityStudy')).toBe('feasibilityStudy');
    expect(searchKindLabel('Events')).toBe('Events');
  });
});
