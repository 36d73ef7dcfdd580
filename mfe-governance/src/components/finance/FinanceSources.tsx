import styled from 'styled-components';
import { counted } from '@civic/shared';
import { t } from '../../messages';
import { sourceLabel } from './format';
import type { FinanceField, FinanceFigures, FiscalYear } from './types';

const Credit = styled.div`
  font-size: 0.95rem;
  margin: ${({ theme }) => theme.space(3)} 0 ${({ theme }) => theme.space(5)};
  summary {
    cursor: pointer;
    min-height: 44px;
    display: flex;
    align-items: center;
  }
  ul {
    margin-top: ${({ theme }) => theme.space(2)};
  }
  li a {
    overflow-wrap: anywhere;
  }
`;

/** Every address the shown figures were read from, once each, in the order the figures name them. */
export function sourcesOf(figureSets: FinanceFigures[], fields: FinanceField[]): string[] {
  return [...new Set(figureSets.flatMap((figures) => fields.flatMap((field) => figures[field].sources)))];
}

/**
 * The credit line for a fiscal year's figures, with a link to each address they were read from, and the notes
 * that come with them (conflicting sources, rounding).
 */
export function FinanceSources({ year, sources, notes = [] }: { year: FiscalYear; sources: string[]; notes?: string[] }) {
  return (
    <Credit>
      <p>{t('financeCredit', { year })}</p>
      {sources.length ? (
        <details>
          <summary>{t('financeSourcesTitle', { year, count: t('countAddresses', counted(sources.length)) })}</summary>
          <p>{t('financeSecondary')}</p>
          <ul>
            {sources.map((url) => (
              <li key={url}>
                <a href={url} rel="noopener noreferrer">
                  {sourceLabel(url)}
                </a>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {notes.length ? (
        <details>
          <summary>{t('financeNotesTitle', { year })}</summary>
          <ul>
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </Credit>
  );
}
