import { useId } from 'react';
import styled from 'styled-components';
import { Link, formatNumber } from '@civic/shared';
import type { ImportAnswer, RefusedRow } from '../../api';
import { StaffTable, TableScroll } from '../../components/StaffTable';
import { Muted } from '../../components/content/parts';
import { t } from '../../messages/projects';

/** Wide enough to read on a phone: the table scrolls sideways rather than squeeze the reasons to a word a line. */
const Reasons = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  min-width: 12rem;
`;

/** A link as tall as a button, for a finger. */
const Onward = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-weight: 600;
`;

/** The rows left out, each with every reason; a line column only for a CSV file (a JSON one has no lines to name). */
function RefusedRows({ rows }: { rows: RefusedRow[] }) {
  const id = useId();
  const lines = rows.some((row) => row.line !== undefined);
  return (
    <>
      <TableScroll role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
        <StaffTable aria-describedby={`${id}-hint`}>
          <caption id={`${id}-caption`}>{t('importRefusedCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('columnRow')}</th>
              {lines ? <th scope="col">{t('columnLine')}</th> : null}
              <th scope="col">{t('columnId')}</th>
              <th scope="col">{t('columnReasons')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.row}>
                <th scope="row">{formatNumber(row.row)}</th>
                {lines ? <td>{row.line === undefined ? <em>{t('notGiven')}</em> : formatNumber(row.line)}</td> : null}
                <td>{row.id ?? <em>{t('notGiven')}</em>}</td>
                <td>
                  <Reasons>
                    {row.errors.map((reason, i) => (
                      <li key={i}>{reason}</li>
                    ))}
                  </Reasons>
                </td>
              </tr>
            ))}
          </tbody>
        </StaffTable>
      </TableScroll>
      <Muted id={`${id}-hint`}>{t('importRefusedHint')}</Muted>
    </>
  );
}

/**
 * Beside the report's sentence (said in the page's live region): its warnings, the rows it refused, and, once an
 * import has written something, the way to the projects citizens see.
 */
export function ReportDetails({ answer: { checked, report } }: { answer: ImportAnswer }) {
  const id = useId();
  const wrote = !checked && report.created + report.updated + report.removedSamples > 0;
  return (
    <>
      {report.warnings.length ? (
        <section aria-labelledby={`${id}-warnings`}>
          <h3 id={`${id}-warnings`}>{t('importWarnings')}</h3>
          <ul>
            {report.warnings.map((warning, i) => (
              <li key={i}>{warning}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {report.refused.length ? <RefusedRows rows={report.refused} /> : null}
      {wrote ? (
        <p>
          <Onward to="/projects/browser">{t('importSeeProjects')}</Onward>
        </p>
      ) : null}
    </>
  );
}
