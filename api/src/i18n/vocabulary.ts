import type { Language } from './languages.js';

/**
 * The fixed words the data holds, as the API writes them into text for a reader (a follow update, a search
 * result): the glossary's words (docs/glossary.md), agreeing with `mradi` for a project. A value not listed is
 * given as stored.
 */
const PROJECT_STATUS_SW: Record<string, string> = {
  Planned: 'Umepangwa',
  'On Track': 'Unaendelea vizuri',
  'At Risk': 'Uko hatarini',
  Delayed: 'Umechelewa',
  Completed: 'Umekamilika',
  Suspended: 'Umesimamishwa',
  Cancelled: 'Umefutwa',
};

/** A project's status in the reader's language; English as stored. */
export function projectStatusIn(value: string, language: Language): string {
  return language === 'sw' ? (PROJECT_STATUS_SW[value] ?? value) : value;
}
