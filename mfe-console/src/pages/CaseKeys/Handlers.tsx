import { useId } from 'react';
import styled from 'styled-components';
import { Button, counted, formatDate, formatNumber } from '@civic/shared';
import type { CaseHandlerKey, CaseKeysView } from '../../api';
import { StaffTable, TableScroll } from '../../components/StaffTable';
import { Muted } from '../../components/content/parts';
import { t } from '../../messages/caseKeys';

/**
 * On a phone the table keeps its columns at a readable width and scrolls on its own (TableScroll), rather than
 * squeezing each heading and address to a letter a line: words wrap between words, a long address or name
 * within its cell. The last column keeps room for its button, whose words wrap inside it.
 */
const Table = styled(StaffTable)`
  min-width: 36rem;
  th,
  td {
    overflow-wrap: break-word;
  }
  th[scope='row'] {
    font-weight: 600;
  }
  td:last-child {
    min-width: 8rem;
  }
  ${Muted} {
    margin: 0;
  }
`;

const Caption = styled.p`
  font-weight: 700;
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

/** What a row's last cell offers: a grant, why there is none yet, or nothing to give. */
function Action({ handler, busy, granting, onGrant }: { handler: CaseHandlerKey; busy: boolean; granting: boolean; onGrant(): void }) {
  if (!handler.hasKey) return <Muted>{t('handlerKeyWaiting')}</Muted>;
  if (handler.casesWithout === 0) return <Muted>{t('handlerOpensAll')}</Muted>;
  const cases = counted(handler.casesWithout);
  return (
    <Button
      type="button"
      data-focus={`grant-${handler.id}`}
      aria-label={granting ? undefined : t('handlerGrantLabel', { ...cases, name: handler.fullName })}
      disabled={busy}
      onClick={onGrant}
    >
      {granting ? t('handlerGranting') : t('handlerGrant', cases)}
    </Button>
  );
}

function keyState(handler: CaseHandlerKey): string {
  if (handler.keyCreatedAt) return t('handlerKeyMade', { date: formatDate(handler.keyCreatedAt) });
  return handler.hasKey ? t('handlerKeyHas') : t('handlerKeyNone');
}

/**
 * The case handlers: whether they have a key, how many cases they cannot open yet, and a button to give them
 * those. A row's name takes focus (`data-focus="name-<id>"`) when its button goes with a grant.
 */
export function Handlers({
  view,
  busy,
  granting,
  onGrant,
}: {
  view: CaseKeysView;
  /** Something is on its way: nothing else is sent meanwhile. */
  busy: boolean;
  /** The handler a grant is on its way for. */
  granting: string | null;
  onGrant(handler: CaseHandlerKey): void;
}) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('handlersHeading')}</h2>
      <p>{t('handlersTotal', counted(view.totalCases))}</p>
      {view.handlers.length === 0 ? (
        <p>{t('handlersEmpty')}</p>
      ) : (
        // Wider than a phone: the table scrolls on its own, and the keyboard can reach it to scroll it. Its name
        // stands above the scrolled part, so a phone shows it whole.
        <>
          <Caption id={`${id}-caption`}>{t('handlersCaption')}</Caption>
          <TableScroll role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
            <Table aria-labelledby={`${id}-caption`}>
              <thead>
                <tr>
                  <th scope="col">{t('columnName')}</th>
                  <th scope="col">{t('columnEmail')}</th>
                  <th scope="col">{t('columnKey')}</th>
                  <th scope="col">{t('columnCasesWithout')}</th>
                  <th scope="col">{t('columnAction')}</th>
                </tr>
              </thead>
              <tbody>
                {view.handlers.map((handler) => (
                  <tr key={handler.id}>
                    <th scope="row" data-focus={`name-${handler.id}`} tabIndex={-1}>
                      {handler.fullName}
                    </th>
                    <td>{handler.email}</td>
                    <td>{keyState(handler)}</td>
                    <td>{t('handlerCasesWithout', { n: formatNumber(handler.casesWithout), total: formatNumber(view.totalCases) })}</td>
                    <td>
                      <Action handler={handler} busy={busy} granting={granting === handler.id} onGrant={() => onGrant(handler)} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableScroll>
        </>
      )}
    </section>
  );
}
