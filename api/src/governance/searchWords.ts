import type { Language } from '../i18n/languages.js';
import { projectStatusIn } from '../i18n/vocabulary.js';

/**
 * The words the site search writes around what it found (a result's title and the line under it), in each
 * language. Names (of counties, wards, ministries, projects) stay as the data has them; the fixed values the
 * data holds (a project's status, a region, a workshop's category) are given in the reader's language, with
 * the words the sections use for them (docs/glossary.md). A value not listed here is shown as it is.
 */
export interface SearchWords {
  county(name: string): string;
  countyLine(region: string, capital: string, population: string): string;
  constituency(name: string): string;
  constituencyLine(county: string, wards: string): string;
  ward(name: string): string;
  wardLine(constituency: string, county: string): string;
  /** Where a project is, ward first, as the project cards say it. */
  place(parts: { ward: string | null; constituency: string | null; county: string }): string;
  status(value: string): string;
  /** A body of the national government: under which one, or a ministry of its own. */
  bodyLine(level: 'Ministry' | 'Department' | 'Agency', parent: string | null): string;
  workshopCategory(value: string): string;
  eventKind(online: boolean): string;
  workshopResources(title: string): string;
}

const capitalised = (value: string) => `${value.charAt(0).toUpperCase()}${value.slice(1)}`;

const english: SearchWords = {
  county: (name) => `${name} County`,
  countyLine: (region, capital, population) => `${region} region · county headquarters ${capital} · population ${population} (2019 census)`,
  constituency: (name) => `${name} constituency`,
  constituencyLine: (county, wards) => `Constituency in ${county} County · ${wards} wards`,
  ward: (name) => `${name} ward`,
  wardLine: (constituency, county) => `Ward in ${constituency} constituency, ${county} County`,
  place: ({ ward, constituency, county }) => [ward ? `${ward} ward` : null, constituency ? `${constituency} constituency` : null, `${county} County`].filter(Boolean).join(', '),
  status: (value) => value,
  bodyLine: (level, parent) => (parent ? `${level} under ${parent}` : 'Ministry or equivalent body'),
  workshopCategory: capitalised,
  eventKind: (online) => (online ? 'Online' : 'In person'),
  workshopResources: (title) => `Workshop resources: ${title}`,
};

const SW_REGION: Record<string, string> = {
  'Nairobi Metropolitan': 'Nairobi na viunga vyake',
  Central: 'Kati',
  Coastal: 'Pwani',
  Eastern: 'Mashariki',
  'North Eastern': 'Kaskazini Mashariki',
  Nyanza: 'Nyanza',
  'Rift Valley': 'Bonde la Ufa',
  Western: 'Magharibi',
};

const SW_WORKSHOP_CATEGORY: Record<string, string> = { upcoming: 'Warsha ijayo', ongoing: 'Warsha inayoendelea', completed: 'Warsha iliyokamilika' };

const SW_LEVEL: Record<'Ministry' | 'Department' | 'Agency', string> = { Ministry: 'Wizara', Department: 'Idara', Agency: 'Shirika' };

const kiswahili: SearchWords = {
  county: (name) => `Kaunti ya ${name}`,
  countyLine: (region, capital, population) => `Eneo la ${SW_REGION[region] ?? region} · makao makuu ${capital} · watu ${population} (sensa ya 2019)`,
  constituency: (name) => `Eneo bunge la ${name}`,
  constituencyLine: (county, wards) => `Eneo bunge katika Kaunti ya ${county} · wadi ${wards}`,
  ward: (name) => `Wadi ya ${name}`,
  wardLine: (constituency, county) => `Wadi katika eneo bunge la ${constituency}, Kaunti ya ${county}`,
  place: ({ ward, constituency, county }) =>
    capitalised([ward ? `wadi ya ${ward}` : null, constituency ? `eneo bunge la ${constituency}` : null, `Kaunti ya ${county}`].filter(Boolean).join(', ')),
  status: (value) => projectStatusIn(value, 'sw'),
  bodyLine: (level, parent) => (parent ? `${SW_LEVEL[level]} chini ya ${parent}` : 'Wizara au chombo cha hadhi hiyo'),
  workshopCategory: (value) => SW_WORKSHOP_CATEGORY[value] ?? capitalised(value),
  eventKind: (online) => (online ? 'Mtandaoni' : 'Ana kwa ana'),
  workshopResources: (title) => `Nyenzo za warsha: ${title}`,
};

const WORDS: Record<Language, SearchWords> = { en: english, sw: kiswahili };

export function searchWords(language: Language): SearchWords {
  return WORDS[language];
}
