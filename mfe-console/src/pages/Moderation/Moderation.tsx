import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  Button,
  Card,
  Container,
  EmptyState,
  ErrorState,
  Link,
  Notice,
  PageHeader,
  PageSection,
  Spinner,
  TextAreaField,
  counted,
  formatDate,
  toApiError,
  useFocusFirstError,
  useLoad,
  usePageTitle,
  useSearchParams,
} from '@civic/shared';
import { MODERATION_VIEWS } from '@civic/shared/contracts';
import { fetchModerationQueue, moderate, type FlagReason, type ModerationAction, type ModerationItem, type ModerationQueue, type ModerationView } from '../../api';
import { Refused, withAccess } from '../../access';
import { ConsoleNav, NavList } from '../../components/ConsoleNav';
import { t, useTranslations } from '../../messages/moderation';

/** Each view's words: its link, its heading, and what it says when it is empty. */
const VIEWS = {
  flagged: { link: 'viewFlagged', heading: 'flaggedHeading', empty: 'flaggedEmpty' },
  hidden: { link: 'viewHidden', heading: 'hiddenHeading', empty: 'hiddenEmpty' },
} as const;

const FLAG_REASONS = {
  abuse: 'flagAbuse',
  spam: 'flagSpam',
  personal: 'flagPersonal',
  misleading: 'flagMisleading',
  other: 'flagOther',
} as const;

/** A reason the console knows by its words; one it does not (a newer API) as the API names it. */
const flagText = (reason: FlagReason) => (reason in FLAG_REASONS ? t(FLAG_REASONS[reason]) : reason);

/** What the status line says once an action is done. */
const DONE = { hide: 'doneHide', keep: 'doneKeep', restore: 'doneRestore', lock: 'doneLock', unlock: 'doneUnlock' } as const;

/** What each button does, for a screen reader that lists the page's buttons: the action and the post. */
const LABELS = {
  hide: { discussion: 'hideDiscussion', comment: 'hideComment' },
  keep: { discussion: 'keepDiscussion', comment: 'keepComment' },
  restore: { discussion: 'restoreDiscussion', comment: 'restoreComment' },
  lock: { discussion: 'lockDiscussion', comment: 'lockDiscussion' },
  unlock: { discussion: 'unlockDiscussion', comment: 'unlockDiscussion' },
} as const;

const actionLabel = (action: ModerationAction, item: ModerationItem) => t(LABELS[action][item.kind], { title: item.discussion.title, name: item.author.name });

/** The actions that ask for the reason citizens will read. */
type Asking = 'hide' | 'lock';

/** Where focus goes after the page changed under it: the reason field, the form's button, or an action's button. */
type FocusTarget = 'reason' | 'submit' | 'hide' | 'keep' | 'restore' | 'lock';

const samePost = (a: ModerationItem, b: ModerationItem) => a.kind === b.kind && a.id === b.id;

/** Whether an action takes a post out of the view it was done in. */
const leavesView = (view: ModerationView, action: ModerationAction) => (view === 'flagged' ? action === 'hide' || action === 'keep' : action === 'restore');

const Posts = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  > li {
    margin-bottom: ${({ theme }) => theme.space(4)};
  }
`;

const Kind = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-weight: 600;
  font-size: 0.9rem;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

/** What citizens wrote, as they wrote it: line breaks kept, a long word or address broken rather than overflowing. */
const Text = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/** A moderator's mark on the post (hidden, locked), set apart by a rule and by its words. */
const Mark = styled.p`
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.warningTint};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  overflow-wrap: anywhere;
`;

const Flags = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  > li {
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
  blockquote {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    padding-left: ${({ theme }) => theme.space(3)};
    border-left: 2px solid ${({ theme }) => theme.colors.border};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

const FlagsHeading = styled.h4`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  font-size: 1rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The reason form, under the post it is about. */
const ReasonForm = styled.form`
  margin-top: ${({ theme }) => theme.space(2)};
`;

/** One post in the queue: what was written, by whom, its flags and marks, and what a moderator can do with it. */
function Post({ item, onDone }: { item: ModerationItem; onDone: (action: ModerationAction, updated: ModerationItem) => void }) {
  const id = useId();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ reason?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const card = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusNext = useRef<FocusTarget | null>(null);
  useFocusFirstError(form, busy, errors);

  // A button that opened, closed or sent the form is gone or was disabled: focus goes where the moderator's
  // work goes on (the reason field, the same button, or, when that button has gone, the post's heading).
  useEffect(() => {
    const next = focusNext.current;
    if (!next) return;
    focusNext.current = null;
    const target = card.current?.querySelector<HTMLElement>(next === 'reason' ? 'textarea' : `[data-focus="${next}"]`);
    (target ?? heading.current)?.focus();
  });

  function ask(action: Asking) {
    setAsking(action);
    setFailure(null);
    focusNext.current = 'reason';
  }

  function cancel() {
    focusNext.current = asking;
    setAsking(null);
    setReason('');
    setErrors({});
    setFailure(null);
  }

  async function act(action: ModerationAction) {
    const withReason = action === 'hide' || action === 'lock';
    setBusy(true);
    setErrors({});
    setFailure(null);
    try {
      const updated = await moderate(item, action, withReason ? reason.trim() : undefined);
      if (withReason) {
        setAsking(null);
        setReason('');
      }
      // Lock and Unlock are one button: it stays, saying the other.
      focusNext.current = action === 'unlock' ? 'lock' : action;
      onDone(action, updated);
    } catch (error) {
      const failed = toApiError(error, t('actionFailed'));
      if (withReason && failed.field === 'reason') setErrors({ reason: failed.message });
      else {
        setFailure(failed.message);
        focusNext.current = withReason ? 'submit' : action === 'unlock' ? 'lock' : action;
      }
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (asking) void act(asking);
  }

  const { discussion, author } = item;
  const locked = discussion.locked;
  return (
    <Card ref={card} aria-labelledby={`${id}-heading`}>
      {item.kind === 'discussion' ? <Kind>{t('kindDiscussion')}</Kind> : null}
      <h3 id={`${id}-heading`} ref={heading} tabIndex={-1}>
        {item.kind === 'discussion' ? discussion.title : t('kindComment', { title: discussion.title })}
      </h3>
      <Muted>{t('postedBy', { name: author.name, date: formatDate(item.postedAt) })}</Muted>
      <Text>{item.text}</Text>
      {item.hidden ? <Mark>{t('hiddenNote', { date: formatDate(item.hidden.at), reason: item.hidden.reason })}</Mark> : null}
      {locked ? <Mark>{t(item.kind === 'discussion' ? 'lockedNote' : 'discussionLockedNote', { date: formatDate(locked.at), reason: locked.reason })}</Mark> : null}
      {item.flags.length ? (
        <>
          <FlagsHeading>{t('flags', counted(item.flags.length))}</FlagsHeading>
          <Flags>
            {item.flags.map((flag, index) => (
              <li key={`${flag.at}-${index}`}>
                <strong>{flagText(flag.reason)}</strong>, {t('flaggedOn', { date: formatDate(flag.at) })}
                {flag.details ? <blockquote>{flag.details}</blockquote> : null}
              </li>
            ))}
          </Flags>
        </>
      ) : null}
      <div role="alert">{failure ? <Notice tone="error">{failure}</Notice> : null}</div>
      {asking ? (
        <ReasonForm ref={form} onSubmit={submit} noValidate aria-label={actionLabel(asking, item)}>
          <TextAreaField
            id={`${id}-reason`}
            label={t(asking === 'hide' ? 'hideReason' : 'lockReason')}
            hint={t(asking === 'hide' ? 'hideReasonHint' : 'lockReasonHint')}
            rows={3}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={errors.reason}
            required
          />
          <Actions>
            <Button type="submit" data-focus="submit" disabled={busy} aria-label={actionLabel(asking, item)}>
              {t(asking)}
            </Button>
            <Button type="button" $variant="secondary" disabled={busy} onClick={cancel}>
              {t('cancel')}
            </Button>
          </Actions>
        </ReasonForm>
      ) : (
        <Actions>
          {item.hidden ? (
            <Button type="button" $variant="secondary" data-focus="restore" disabled={busy} aria-label={actionLabel('restore', item)} onClick={() => act('restore')}>
              {t('restore')}
            </Button>
          ) : (
            <Button type="button" $variant="secondary" data-focus="hide" disabled={busy} aria-label={actionLabel('hide', item)} onClick={() => ask('hide')}>
              {t('hide')}
            </Button>
          )}
          {!item.hidden && item.flags.length ? (
            <Button type="button" $variant="secondary" data-focus="keep" disabled={busy} aria-label={actionLabel('keep', item)} onClick={() => act('keep')}>
              {t('keep')}
            </Button>
          ) : null}
          {item.kind === 'discussion' ? (
            <Button
              type="button"
              $variant="secondary"
              data-focus="lock"
              disabled={busy}
              aria-label={actionLabel(locked ? 'unlock' : 'lock', item)}
              onClick={() => (locked ? act('unlock') : ask('lock'))}
            >
              {locked ? t('unlock') : t('lock')}
            </Button>
          ) : null}
        </Actions>
      )}
    </Card>
  );
}

/** A view's posts as they were read, changed in place by what the moderator does; a post that is done leaves. */
function Queue({ view, queue }: { view: ModerationView; queue: ModerationQueue }) {
  const [items, setItems] = useState(queue.items);
  const [from, setFrom] = useState(queue);
  // A new reading (the page's language changed) replaces the list.
  if (from !== queue) {
    setFrom(queue);
    setItems(queue.items);
  }
  const [outcome, setOutcome] = useState<string | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The place of a post that left the list: focus goes to the post now there, or the one before, or the heading.
  const focusAt = useRef<number | null>(null);

  useEffect(() => {
    const index = focusAt.current;
    if (index === null) return;
    focusAt.current = null;
    const headings = list.current?.querySelectorAll<HTMLElement>('article > h3') ?? [];
    (headings[Math.min(index, headings.length - 1)] ?? heading.current)?.focus();
  }, [items]);

  function done(action: ModerationAction, updated: ModerationItem) {
    setOutcome(t(DONE[action]));
    if (leavesView(view, action)) {
      focusAt.current = Math.max(
        0,
        items.findIndex((each) => samePost(each, updated)),
      );
      setItems((current) => current.filter((each) => !samePost(each, updated)));
      return;
    }
    // A lock is the discussion's: every post of it here shows it.
    setItems((current) =>
      current.map((each) =>
        samePost(each, updated)
          ? updated
          : each.discussion.id === updated.discussion.id
            ? { ...each, discussion: { ...each.discussion, locked: updated.discussion.locked } }
            : each,
      ),
    );
  }

  return (
    <>
      <h2 ref={heading} tabIndex={-1}>
        {t(VIEWS[view].heading)}
      </h2>
      <div role="status">{outcome ? <Notice tone="success">{outcome}</Notice> : null}</div>
      {items.length === 0 ? (
        <EmptyState title={t(VIEWS[view].empty)} />
      ) : (
        <Posts ref={list}>
          {items.map((item) => (
            <li key={`${item.kind}-${item.id}`}>
              <Post item={item} onDone={done} />
            </li>
          ))}
        </Posts>
      )}
    </>
  );
}

/** The two views, each an address of its own: a moderator can keep one open, or send it. */
function Views({ view }: { view: ModerationView }) {
  return (
    <nav aria-label={t('moderationViews')}>
      <NavList>
        {MODERATION_VIEWS.map((each) => (
          <li key={each}>
            <Link to={{ search: `?show=${each}` }} aria-current={each === view ? 'page' : undefined}>
              {t(VIEWS[each].link)}
            </Link>
          </li>
        ))}
      </NavList>
    </nav>
  );
}

/** /console/moderation: the forum's flagged posts (?show=flagged, the default) or hidden ones (?show=hidden), for moderators. */
export default function Moderation() {
  // This page's own texts, in the page's language, before it shows.
  useTranslations();
  usePageTitle(t('moderationTitle'));
  const [params] = useSearchParams();
  const view: ModerationView = params.get('show') === 'hidden' ? 'hidden' : 'flagged';
  const load = useCallback((signal: AbortSignal) => withAccess(() => fetchModerationQueue(view, signal)), [view]);
  const { state, retry } = useLoad(load);
  // The views stay once the queue has been let in, so the link just followed keeps its focus while the next view loads.
  const [admitted, setAdmitted] = useState(false);
  if (!admitted && state.status === 'loaded' && state.data.allowed) setAdmitted(true);

  return (
    <>
      <PageHeader title={t('moderationTitle')} intro={t('moderationIntro')} />
      <PageSection>
        <Container>
          <ConsoleNav current="moderation" />
          {admitted ? <Views view={view} /> : null}
          {state.status === 'loading' ? <Spinner label={t('loading')} /> : null}
          {state.status === 'failed' ? <ErrorState title={t('moderationLoadFailed')} onRetry={retry} retryLabel={t('tryAgain')} headingLevel={2} /> : null}
          {state.status === 'loaded' && !state.data.allowed ? (
            <Refused
              status={state.data.status}
              secondFactor={state.data.secondFactor}
              next={view === 'hidden' ? '/console/moderation?show=hidden' : '/console/moderation'}
              refusal={t('moderatorsOnly')}
            />
          ) : null}
          {state.status === 'loaded' && state.data.allowed ? <Queue key={view} view={view} queue={state.data.data} /> : null}
        </Container>
      </PageSection>
    </>
  );
}
