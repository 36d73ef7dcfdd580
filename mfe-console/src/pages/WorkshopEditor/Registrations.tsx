import { useCallback, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, ErrorState, Spinner, localeOf, toApiError, useLoad } from '@civic/shared';
import { Message } from '../../components/Message';
import { fetchWorkshopRegistrations, offerSeat, workshopRegistrationsCsv, type EditableWorkshop, type WaitlistPlace, type WorkshopRegistrations } from '../../api';
import type { PanelTools } from '../../components/content/RecordList';
import { Muted } from '../../components/content/parts';
import { t } from '../../messages/workshops';
import { StaffTable, TableScroll } from '../../components/StaffTable';

/** "5 Dec 2026 at 14:00", Nairobi time, as the workshops' own times are. */
function atNairobi(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const zone = { timeZone: 'Africa/Nairobi' } as const;
  const date = new Intl.DateTimeFormat(localeOf(), { ...zone, day: 'numeric', month: 'short', year: 'numeric' })
    .formatToParts(at)
    .map((part) => (part.type === 'month' && part.value === 'Sept' ? 'Sep' : part.value))
    .join('');
  const time = new Intl.DateTimeFormat(localeOf(), { ...zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
  return t('when', { date, time });
}

/** A plain link the browser downloads, with the session's cookie; as tall as a button for a finger. */
const Download = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-weight: 600;
`;

const Waiting = styled.ol`
  padding-left: 1.5rem;
  > li {
    margin-bottom: ${({ theme }) => theme.space(3)};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(1)};
  }
`;

const Bar = styled.div`
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

/** What the offer of a seat came to: said where the list is, heard by a screen reader (a status, or an alert). */
type Outcome = { tone: 'success' | 'error'; text: string };

/**
 * A workshop's registrations for its editors: who has a seat (confirmed, or held until the e-mailed link is
 * opened), as a table and as a CSV file, and who waits, in order, each with a way to offer them a seat.
 */
export function Registrations({ record: workshop, tools }: { record: EditableWorkshop; tools: PanelTools<EditableWorkshop> }) {
  const id = useId();
  const { id: workshopId } = workshop;
  const title = workshop.fields.en.title;
  const load = useCallback((signal: AbortSignal) => fetchWorkshopRegistrations(workshopId, signal), [workshopId]);
  const { state, retry } = useLoad(load);
  // The lists as an offer left them, until a new reading (Try again, a change of language) replaces them.
  const [offered, setOffered] = useState<{ from: WorkshopRegistrations; now: WorkshopRegistrations } | null>(null);
  const [offering, setOffering] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const panel = useRef<HTMLElement>(null);
  // Opening the panel takes focus to its heading; an offer, to the waitlist's heading or back to its button.
  const focusNext = useRef<string | null>('heading');

  useEffect(() => {
    const next = focusNext.current;
    if (!next) return;
    focusNext.current = null;
    if (next === 'heading') heading.current?.focus();
    else panel.current?.querySelector<HTMLElement>(`[data-focus="${next}"]`)?.focus();
  });

  const read = state.status === 'loaded' ? state.data : null;
  const data = read && offered?.from === read ? offered.now : read;

  async function offer(place: WaitlistPlace) {
    if (!read) return;
    setOffering(place.id);
    setOutcome(null);
    try {
      const now = await offerSeat(workshopId, place.id);
      setOffered({ from: read, now });
      tools.update((each) => ({ ...each, seats: { capacity: now.workshop.capacity, taken: now.workshop.taken, waitlist: now.waitlist.length } }));
      setOutcome({ tone: 'success', text: t('seatOffered', { email: place.email }) });
      // Their button has gone with them: the keyboard goes on from the waitlist's heading.
      focusNext.current = 'waitlist';
    } catch (error) {
      setOutcome({ tone: 'error', text: toApiError(error, t('offerFailed')).message });
      focusNext.current = `offer-${place.id}`;
    } finally {
      setOffering(null);
    }
  }

  return (
    <section ref={panel} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} ref={heading} tabIndex={-1}>
        {t('registrationsLabel', { title })}
      </h2>
      <Bar>
        <Button type="button" $variant="ghost" onClick={tools.close}>
          {t('backToWorkshops')}
        </Button>
      </Bar>
      {state.status === 'loading' ? <Spinner label={t('loading')} /> : null}
      {state.status === 'failed' ? <ErrorState title={t('registrationsLoadFailed')} onRetry={retry} retryLabel={t('tryAgain')} headingLevel={3} /> : null}
      {data ? (
        <>
          <p>{t('seatsTaken', { taken: data.workshop.taken, capacity: data.workshop.capacity })}</p>
          {data.registrations.length ? (
            <TableScroll role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
              <StaffTable>
                <caption id={`${id}-caption`}>{t('registrationsCaption', { title })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('columnName')}</th>
                    <th scope="col">{t('columnEmail')}</th>
                    <th scope="col">{t('columnPhone')}</th>
                    <th scope="col">{t('columnOrganisation')}</th>
                    <th scope="col">{t('columnState')}</th>
                    <th scope="col">{t('columnRegistered')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.registrations.map((person) => (
                    <tr key={person.id}>
                      <th scope="row">{person.name}</th>
                      <td>{person.email}</td>
                      <td>{person.phone || <em>{t('notGiven')}</em>}</td>
                      <td>{person.organization || <em>{t('notGiven')}</em>}</td>
                      <td>
                        {person.state !== 'held'
                          ? t('registrantConfirmed')
                          : person.holdExpiresAt
                            ? t('registrantHeld', { time: atNairobi(person.holdExpiresAt) })
                            : t('registrantHeldOpen')}
                      </td>
                      <td>
                        <time dateTime={person.registeredAt}>{atNairobi(person.registeredAt)}</time>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </StaffTable>
            </TableScroll>
          ) : (
            <p>{t('registrantsEmpty')}</p>
          )}
          <p>
            <Download href={workshopRegistrationsCsv(workshopId)} download>
              {t('downloadRegistrations')}
            </Download>
          </p>
          <h3 id={`${id}-waitlist`} data-focus="waitlist" tabIndex={-1}>
            {t('waitlistHeading')}
          </h3>
          <Muted>{t('waitlistHint')}</Muted>
        </>
      ) : null}
      <div role="status">{outcome?.tone === 'success' ? <Message $tone="success">{outcome.text}</Message> : null}</div>
      <div role="alert">{outcome?.tone === 'error' ? <Message $tone="error">{outcome.text}</Message> : null}</div>
      {data ? (
        data.waitlist.length ? (
          <Waiting aria-labelledby={`${id}-waitlist`}>
            {data.waitlist.map((place) => (
              <li key={place.id}>
                <p>
                  {place.email} · <time dateTime={place.joinedAt}>{t('waitlistJoined', { date: atNairobi(place.joinedAt) })}</time>
                </p>
                <Button
                  type="button"
                  $variant="secondary"
                  data-focus={`offer-${place.id}`}
                  aria-label={t('offerSeatLabel', { email: place.email })}
                  disabled={offering !== null}
                  onClick={() => void offer(place)}
                >
                  {t('offerSeat')}
                </Button>
              </li>
            ))}
          </Waiting>
        ) : (
          <p>{t('waitlistEmpty')}</p>
        )
      ) : null}
    </section>
  );
}
