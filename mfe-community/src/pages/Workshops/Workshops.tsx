import { lazy, Suspense, useCallback, useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  ButtonLink,
  Container,
  EmptyState,
  ErrorState,
  Grid,
  PageSection,
  Spinner,
  Tabs,
  VisuallyHidden,
  formatDate,
  formatTime12h,
  useLoad,
  usePageTitle,
  PageHeader,
  useSearchParams,
  counted,
} from '@civic/shared';
import { fetchWorkshop, fetchWorkshops, registrationCalendarUrl, type Workshop, type WorkshopCategory } from '../../api';
import { CardActions, Meta, RowCard, StatusBox } from '../../components/Status';
import { t } from '../../messages';
import { SubscribeBox } from './SubscribeBox';

/**
 * The page's forms (registration, the waitlist, a workshop request) and their form library are a chunk of
 * their own, fetched when a citizen opens one rather than with the list: registering fetches it alongside
 * the workshop's availability check; the other two wait for it before opening their dialog.
 */
const loadForms = () => import(/* webpackChunkName: "workshop-forms" */ './forms');
const RegistrationModal = lazy(() => loadForms().then((module) => ({ default: module.RegistrationModal })));
const RequestWorkshopModal = lazy(() => loadForms().then((module) => ({ default: module.RequestWorkshopModal })));
const WaitlistModal = lazy(() => loadForms().then((module) => ({ default: module.WaitlistModal })));

/** The word a category takes inside a sentence ("No upcoming workshops"), in the page's language. */
const CATEGORY_WORDS = { upcoming: 'workshopsWordUpcoming', ongoing: 'workshopsWordOngoing', completed: 'workshopsWordCompleted' } as const;

/** In the page's language: read when rendered. */
const workshopTabs = (): Array<{ key: WorkshopCategory; label: string }> => [
  { key: 'upcoming', label: t('tabUpcoming') },
  { key: 'ongoing', label: t('tabOngoing') },
  { key: 'completed', label: t('tabCompleted') },
];

/** The address parameter of the selected tab (?tab=ongoing): it survives a reload, can be shared, and Back returns to the last tab. */
export const TAB_PARAM = 'tab';

function tabFrom(value: string | null): WorkshopCategory {
  return workshopTabs().find((tab) => tab.key === value)?.key ?? 'upcoming';
}

const Badge = styled.span`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius};
  font-weight: 700;
  margin-left: ${({ theme }) => theme.space(2)};
`;

/** Holds the place of a list of cards while it loads, so the sections below it do not jump (CLS). */
const ListPlaceholder = styled.div`
  min-height: 32rem;
`;

/** What the page says after a form: a calendar invite goes with a confirmed seat. */
type PageMessage = { tone: 'success' | 'error'; text: string; calendarUrl?: string };

type Dialog = { kind: 'register'; workshop: Workshop } | { kind: 'waitlist'; workshop: Workshop } | { kind: 'request' } | null;

function WorkshopList({
  category,
  onRegister,
  onWaitlist,
  checking,
}: {
  category: WorkshopCategory;
  onRegister: (w: Workshop) => void;
  onWaitlist: (w: Workshop) => void;
  checking: string | null;
}) {
  const load = useCallback((signal: AbortSignal) => fetchWorkshops(category, signal), [category]);
  const { state, retry } = useLoad(load);
  if (state.status === 'loading') {
    return (
      <ListPlaceholder>
        <Spinner label={t('workshopsLoading')} />
      </ListPlaceholder>
    );
  }
  if (state.status === 'failed') return <ErrorState title={t('workshopsFailed')} onRetry={retry} retryLabel={t('tryAgain')} />;
  if (state.data.length === 0) return <EmptyState title={t('workshopsEmpty', { category: t(CATEGORY_WORDS[category]) })} />;
  return (
    <Grid as="ul" role="list" style={{ listStyle: 'none', padding: 0 }}>
      {state.data.map((workshop) => (
        <li key={workshop.id}>
          <RowCard>
            <h3>
              {workshop.title}
              {workshop.is_full && category !== 'completed' ? <Badge>{t('workshopFullBadge')}</Badge> : null}
            </h3>
            <p>{workshop.description}</p>
            <Meta>
              <strong>{t('workshopWhenLabel')}:</strong> {t('workshopWhen', { date: formatDate(`${workshop.date}T00:00:00`), time: formatTime12h(workshop.time) })}
            </Meta>
            <Meta>
              <strong>{t('workshopWhere')}:</strong> {workshop.location}
            </Meta>
            <Meta>
              <strong>{t('workshopDuration')}:</strong> {workshop.duration}
            </Meta>
            {category === 'upcoming' ? <Meta>{t('workshopSeats', { available: workshop.available_spots, capacity: t('countSeats', counted(workshop.capacity)) })}</Meta> : null}
            <CardActions>
              {category === 'upcoming' ? (
                <Button type="button" onClick={() => onRegister(workshop)} disabled={checking === workshop.id} aria-label={`${t('registerNow')}: ${workshop.title}`}>
                  {checking === workshop.id ? t('registerChecking') : t('registerNow')}
                </Button>
              ) : null}
              {category === 'ongoing' ? (
                <Button type="button" $variant="secondary" onClick={() => onWaitlist(workshop)} aria-label={`${t('joinWaitlist')}: ${workshop.title}`}>
                  {t('joinWaitlist')}
                </Button>
              ) : null}
              {category === 'completed' ? (
                <ButtonLink to={`/resources/workshop/${encodeURIComponent(workshop.id)}`} $variant="secondary" aria-label={`${t('viewResources')}: ${workshop.title}`}>
                  {t('viewResources')}
                </ButtonLink>
              ) : null}
            </CardActions>
          </RowCard>
        </li>
      ))}
    </Grid>
  );
}

/**
 * Workshops: category tabs, registration (detail checked first), waitlist, requests and workshop news. Rendered
 * ahead by the section's build (`firstPaint`), it leaves out the news box: an address typed into it before the
 * scripts replace the markup would be lost.
 */
export default function Workshops({ firstPaint = false }: { firstPaint?: boolean }) {
  usePageTitle(t('workshopsTitle'));
  const [params, setParams] = useSearchParams();
  const category = tabFrom(params.get(TAB_PARAM));
  const [dialog, setDialog] = useState<Dialog>(null);
  const [checking, setChecking] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);
  const [message, setMessage] = useState<PageMessage | null>(null);
  // Bumped to remount the list, which reloads it (after a registration).
  const [listVersion, setListVersion] = useState(0);

  const close = useCallback(() => setDialog(null), []);
  // After a registration: the list reloads (seats changed) and what the modal said stays on the page.
  const registered = useCallback((text: string, registrationId?: string) => {
    setListVersion((n) => n + 1);
    setMessage({ tone: 'success', text, ...(registrationId ? { calendarUrl: registrationCalendarUrl(registrationId) } : {}) });
  }, []);

  /** A new history entry per tab, keeping any other parameters. */
  function selectTab(key: WorkshopCategory) {
    setMessage(null);
    if (key === category) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(TAB_PARAM, key);
        return next;
      },
      { preventScrollReset: true },
    );
  }

  async function open(next: Exclude<Dialog, null>) {
    setMessage(null);
    setOpening(true);
    try {
      await loadForms();
      setDialog(next);
    } catch {
      setMessage({ tone: 'error', text: t('formOpenFailed') });
    } finally {
      setOpening(false);
    }
  }

  async function register(workshop: Workshop) {
    setMessage(null);
    setChecking(workshop.id);
    // The form's chunk loads while availability is checked; either failing says which.
    const forms = loadForms().then(
      () => true,
      () => false,
    );
    try {
      const detail = await fetchWorkshop(workshop.id);
      if (detail.is_full) setMessage({ tone: 'error', text: t('workshopFull') });
      else if (await forms) setDialog({ kind: 'register', workshop: detail });
      else setMessage({ tone: 'error', text: t('formOpenFailed') });
    } catch {
      setMessage({ tone: 'error', text: t('detailFailed') });
    } finally {
      setChecking(null);
    }
  }

  return (
    <>
      <PageHeader title={t('workshopsTitle')} intro={t('workshopsIntro')} />
      <PageSection>
        <Container>
          <div role={message?.tone === 'error' ? 'alert' : 'status'}>
            {message ? (
              <StatusBox $tone={message.tone}>
                {message.text}
                {message.calendarUrl ? (
                  <>
                    {' '}
                    {t('regDetailsMailed')} <a href={message.calendarUrl}>{t('regCalendar')}</a>
                  </>
                ) : null}
              </StatusBox>
            ) : null}
          </div>
          <Tabs
            label={t('workshopsTabs')}
            tabs={workshopTabs()}
            active={category}
            onChange={selectTab}
            renderPanel={(key) => (
              <>
                <VisuallyHidden as="h2">{t('workshopsPanelHeading', { category: workshopTabs().find((tab) => tab.key === key)!.label })}</VisuallyHidden>
                <WorkshopList
                  key={`${key}-${listVersion}`}
                  category={key}
                  checking={checking}
                  onRegister={register}
                  onWaitlist={(workshop) => open({ kind: 'waitlist', workshop })}
                />
              </>
            )}
          />
        </Container>
      </PageSection>
      <PageSection $tint>
        <Container>
          <h2>{t('requestHeading')}</h2>
          <p>{t('requestIntro')}</p>
          <Button type="button" onClick={() => open({ kind: 'request' })} disabled={opening}>
            {t('requestOpen')}
          </Button>
        </Container>
      </PageSection>
      {firstPaint ? null : (
        <PageSection>
          <Container>
            <SubscribeBox />
          </Container>
        </PageSection>
      )}
      <Suspense fallback={null}>
        {dialog?.kind === 'register' ? <RegistrationModal workshop={dialog.workshop} onClose={close} onRegistered={registered} /> : null}
        {dialog?.kind === 'request' ? <RequestWorkshopModal onClose={close} /> : null}
        {dialog?.kind === 'waitlist' ? (
          <WaitlistModal
            workshop={dialog.workshop}
            onClose={close}
            onJoined={(text) => {
              setDialog(null);
              setMessage({ tone: 'success', text });
            }}
          />
        ) : null}
      </Suspense>
    </>
  );
}
