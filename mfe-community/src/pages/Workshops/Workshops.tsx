import { useCallback, useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  ButtonLink,
  Card,
  Container,
  EmptyState,
  ErrorState,
  Grid,
  PageSection,
  Spinner,
  Tabs,
  formatDate,
  formatTime12h,
  useLoad,
  usePageTitle,
  PageHeader,
} from '@civic/shared';
import { fetchWorkshop, fetchWorkshops, type Workshop, type WorkshopCategory } from '../../api';
import { CardActions, Meta, StatusBox } from '../../components/Status';
import { t } from '../../messages';
import { RegistrationModal } from './RegistrationModal';
import { RequestWorkshopModal } from './RequestWorkshopModal';
import { SubscribeBox } from './SubscribeBox';
import { WaitlistModal } from './WaitlistModal';

const TABS: Array<{ key: WorkshopCategory; label: string }> = [
  { key: 'upcoming', label: t('tabUpcoming') },
  { key: 'ongoing', label: t('tabOngoing') },
  { key: 'completed', label: t('tabCompleted') },
];

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
  if (state.data.length === 0) return <EmptyState title={t('workshopsEmpty', { category })} />;
  return (
    <Grid as="ul" role="list" style={{ listStyle: 'none', padding: 0 }}>
      {state.data.map((workshop) => (
        <li key={workshop.id}>
          <Card>
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
            {category === 'upcoming' ? <Meta>{t('workshopSeats', { available: workshop.available_spots, capacity: workshop.capacity })}</Meta> : null}
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
          </Card>
        </li>
      ))}
    </Grid>
  );
}

/** Workshops: category tabs, registration (detail checked first), waitlist, requests and workshop news. */
export default function Workshops() {
  usePageTitle(t('workshopsTitle'));
  const [category, setCategory] = useState<WorkshopCategory>('upcoming');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [checking, setChecking] = useState<string | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  // Bumped to remount the list, which reloads it (after a registration).
  const [listVersion, setListVersion] = useState(0);

  const close = useCallback(() => setDialog(null), []);
  // After a registration: the list reloads (seats changed) and what the modal said stays on the page.
  const registered = useCallback((text: string) => {
    setListVersion((n) => n + 1);
    setMessage({ tone: 'success', text });
  }, []);

  async function register(workshop: Workshop) {
    setMessage(null);
    setChecking(workshop.id);
    try {
      const detail = await fetchWorkshop(workshop.id);
      if (detail.is_full) setMessage({ tone: 'error', text: t('workshopFull') });
      else setDialog({ kind: 'register', workshop: detail });
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
          <div role={message?.tone === 'error' ? 'alert' : 'status'}>{message ? <StatusBox $tone={message.tone}>{message.text}</StatusBox> : null}</div>
          <Tabs
            label={t('workshopsTabs')}
            tabs={TABS}
            active={category}
            onChange={(key) => {
              setMessage(null);
              setCategory(key);
            }}
            renderPanel={(key) => (
              <WorkshopList
                key={`${key}-${listVersion}`}
                category={key}
                checking={checking}
                onRegister={register}
                onWaitlist={(workshop) => {
                  setMessage(null);
                  setDialog({ kind: 'waitlist', workshop });
                }}
              />
            )}
          />
        </Container>
      </PageSection>
      <PageSection $tint>
        <Container>
          <h2>{t('requestHeading')}</h2>
          <p>{t('requestIntro')}</p>
          <Button type="button" onClick={() => setDialog({ kind: 'request' })}>
            {t('requestOpen')}
          </Button>
        </Container>
      </PageSection>
      <PageSection>
        <Container>
          <SubscribeBox />
        </Container>
      </PageSection>
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
    </>
  );
}
