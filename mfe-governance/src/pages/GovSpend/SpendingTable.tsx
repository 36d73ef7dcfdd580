import styled from 'styled-components';
import { formatNumber, Link } from '@civic/shared';
import type { SpendingRow } from '../../contracts';
import { DataTable } from '../../components/DataTable';
import { barLength } from '../../components/barLength';
import { money, percentOf } from '../../components/describe';
import { t } from '../../messages';

const Bar = styled.span`
  display: block;
  min-width: 4rem;
  height: 0.5rem;
  margin-top: 0.3rem;
  background: linear-gradient(to right, ${({ theme }) => theme.colors.primary} var(--length), ${({ theme }) => theme.colors.surfaceAlt} var(--length));
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 2px;
`;

/**
 * One row per county or sector: the figures are written in every cell; the bar only repeats the share for
 * the eye, so it is hidden from screen readers. Spent and the share come right after the name, so a phone shows
 * them before the table scrolls.
 */
export function SpendingTable({
  caption,
  nameHeader,
  rows,
  linkTo,
  id,
}: {
  caption: string;
  nameHeader: string;
  rows: SpendingRow[];
  linkTo?: (row: SpendingRow) => string;
  id?: string;
}) {
  return (
    <DataTable caption={caption} id={id}>
      <thead>
        <tr>
          <th scope="col">{nameHeader}</th>
          <th scope="col" className="number">
            {t('columnSpent')}
          </th>
          <th scope="col">{t('columnShare')}</th>
          <th scope="col" className="number">
            {t('columnAllocated')}
          </th>
          <th scope="col" className="number">
            {t('columnDisbursed')}
          </th>
          <th scope="col" className="number">
            {t('columnProjects')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{linkTo ? <Link to={linkTo(row)}>{row.name}</Link> : row.name}</th>
            <td className="number">
              {money(row.spent)}
              <br />
              <small>{t('ofAllocated', { percent: percentOf(row.spent, row.allocated) })}</small>
            </td>
            <td>
              {percentOf(row.share, 1)}
              <Bar aria-hidden="true" style={barLength(row.share * 100)} />
            </td>
            <td className="number">{money(row.allocated)}</td>
            <td className="number">
              {money(row.disbursed)}
              <br />
              <small>{t('ofAllocated', { percent: percentOf(row.disbursed, row.allocated) })}</small>
            </td>
            <td className="number">{formatNumber(row.projects)}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
