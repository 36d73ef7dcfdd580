import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Card, Container, EmptyState, ErrorState, PageSection, Spinner, ToggleButton, usePageTitle, useSession, PageHeader, Link, useSearchParams } from '@civic/shared';
import styled from 'styled-components';
import { countView, fetchDiscussion, fetchDiscussionPage, type Comment, type DiscussionSummary } from '../../api';
import { LoadMore, type LoadMoreState } from '../../components/LoadMore';
import { Meta, StatusBox } from '../../components/Status';
import { t } from '../../messages';
import { DiscussionDetail } from './DiscussionDetail';
import { discussionMeta } from './discussionMeta';

/** The discussions loaded so far (a page at a time, newest first) and the cursor of the next page. */
type ListState = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; discussions: DiscussionSummary[]; next: string | null };

/** The address parameter naming the open discussion: it survives a reload, can be shared, and Back closes it. */
export const DISCUSSION_PARAM = 'discussion';

/** The new-discussion form and its form library: fetched when a citizen opens it, not with the list. */
const loadNewDiscussionForm = () => import(/* webpackChunkName: "forum-new-discussion" */ './NewDiscussionForm');
const NewDiscussionForm = lazy(() => loadNewDiscussionForm().then((module) => ({ default: module.NewDiscussionForm })));

/** The Start a discussion button, set apart from the list's heading under it. */
const NewDiscussionToggle = styled.div`
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

const DiscussionList = styled.ul`
  list-style: none;
  padding: 0;
  > li {
    margin-bottom: ${({ theme }) => theme.space(4)};
  }
`;

function Forum({ userId }: { userId: string }) {
  const [state, setState] = useState<ListState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [params, setParams] = useSearchParams();
  const openId = params.get(DISCUSSION_PARAM);
  // Each discussion opened here counts one view, once (the server counts a viewer once anyway).
  const counted = useRef(new Set<string>());
  // After closing a discussion, focus goes back to its title in the list.
  const returnTo = useRef<string | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState(false);
  const [openFailed, setOpenFailed] = useState(false);
  const [more, setMore] = useState<LoadMoreState>('idle');
  // After More discussions, focus goes to the first of the ones it brought.
  const focusNext = useRef<string | null>(null);
  // A discussion opened from the address that is not among those loaded (an older one, a shared link).
  const [opened, setOpened] = useState<DiscussionSummary | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchDiscussionPage(null, controller.signal).then(
      (page) => !controller.signal.aborted && setState({ status: 'loaded', discussions: page.discussions, next: page.next }),
      () => !controller.signal.aborted && setState({ status: 'failed' }),
    );
    return () => controller.abort();
  }, [attempt]);

  const loadMore = (after: string) => {
    setMore('loading');
    fetchDiscussionPage(after).then(
      (page) => {
        setState((s) => {
          if (s.status !== 'loaded') return s;
          const known = new Set(s.discussions.map((d) => d.id));
          const added = page.discussions.filter((d) => !known.has(d.id));
          focusNext.current = added[0]?.id ?? null;
          return { ...s, discussions: [...s.discussions, ...added], next: page.next };
        });
        setMore('idle');
      },
      () => setMore('failed'),
    );
  };

  useEffect(() => {
    const id = focusNext.current;
    if (!id || !list.current) return;
    focusNext.current = null;
    list.current.querySelector<HTMLAnchorElement>(`a[data-discussion="${CSS.escape(id)}"]`)?.focus();
  }, [state]);

  const update = (id: string, change: (d: DiscussionSummary) => DiscussionSummary) => {
    setState((s) => (s.status === 'loaded' ? { ...s, discussions: s.discussions.map((d) => (d.id === id ? change(d) : d)) } : s));
    setOpened((d) => (d && d.id === id ? change(d) : d));
  };

  const inList = state.status === 'loaded' && openId !== null && state.discussions.some((d) => d.id === openId);
  useEffect(() => {
    if (state.status !== 'loaded' || openId === null || inList || opened?.id === openId) return;
    const controller = new AbortController();
    fetchDiscussion(openId, controller.signal).then(
      (discussion) => !controller.signal.aborted && setOpened(discussion),
      () => undefined,
    );
    return () => controller.abort();
  }, [state.status, openId, inList, opened]);
  const openFound = inList || (openId !== null && opened?.id === openId);
  useEffect(() => {
    if (!openFound || !openId || counted.current.has(openId)) return;
    counted.current.add(openId);
    // A view that fails to count changes nothing the citizen needs to know about.
    countView(openId).then(
      (views) => update(openId, (d) => ({ ...d, views })),
      () => undefined,
    );
  }, [openFound, openId]);

  useEffect(() => {
    if (openId !== null || !returnTo.current || !list.current) return;
    const id = returnTo.current;
    returnTo.current = null;
    list.current.querySelector<HTMLAnchorElement>(`a[data-discussion="${CSS.escape(id)}"]`)?.focus();
  }, [openId, state.status]);

  function close(id: string) {
    returnTo.current = id;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(DISCUSSION_PARAM);
        return next;
      },
      { preventScrollReset: true },
    );
  }

  /** The list's address with this discussion open, keeping any other parameters. */
  function openSearch(id: string): string {
    const next = new URLSearchParams(params);
    next.set(DISCUSSION_PARAM, id);
    return `?${next.toString()}`;
  }

  if (state.status === 'loading') return <Spinner label={t('forumLoading')} />;
  if (state.status === 'failed')
    return (
      <ErrorState
        title={t('forumFetchFailed')}
        onRetry={() => {
          setState({ status: 'loading' });
          setAttempt((n) => n + 1);
        }}
        retryLabel={t('tryAgain')}
      />
    );

  async function toggleNew() {
    setOpenFailed(false);
    if (creating) return setCreating(false);
    try {
      await loadNewDiscussionForm();
      setCreating(true);
    } catch {
      setOpenFailed(true);
    }
  }

  const current = state.discussions.find((d) => d.id === openId) ?? (opened && opened.id === openId ? opened : undefined);
  if (current) {
    return (
      <DiscussionDetail
        discussion={current}
        userId={userId}
        onBack={() => close(current.id)}
        onCommented={(_comment: Comment) => update(current.id, (d) => ({ ...d, replies: d.replies + 1 }))}
      />
    );
  }

  return (
    <>
      <NewDiscussionToggle>
        <ToggleButton pressed={creating} onClick={toggleNew}>
          {creating ? t('forumCancelNew') : t('forumNew')}
        </ToggleButton>
      </NewDiscussionToggle>
      <div role="alert">{openFailed ? <StatusBox $tone="error">{t('formOpenFailed')}</StatusBox> : null}</div>
      {creating ? (
        <Suspense fallback={null}>
          <NewDiscussionForm
            onCreated={(discussion) => {
              setState((s) => (s.status === 'loaded' ? { ...s, discussions: [discussion, ...s.discussions] } : s));
              setCreating(false);
              setCreated(true);
            }}
          />
        </Suspense>
      ) : null}
      <div role="status">{created ? <StatusBox $tone="success">{t('forumCreated')}</StatusBox> : null}</div>
      <h2>{t('forumListHeading')}</h2>
      {state.discussions.length === 0 ? (
        <EmptyState title={t('forumEmpty')} />
      ) : (
        <DiscussionList ref={list}>
          {state.discussions.map((discussion) => (
            <li key={discussion.id}>
              <Card>
                <h3>
                  <Link to={{ search: openSearch(discussion.id) }} data-discussion={discussion.id} onClick={() => setCreated(false)}>
                    {discussion.title}
                  </Link>
                </h3>
                <Meta>
                  {discussionMeta(discussion)} {discussion.author.id === userId ? <span>{t('forumYou')}</span> : null}
                </Meta>
                {discussion.tags.length ? <Meta>{discussion.tags.map((tag) => `#${tag}`).join(' ')}</Meta> : null}
              </Card>
            </li>
          ))}
        </DiscussionList>
      )}
      {state.next ? (
        <LoadMore state={more} onLoad={() => loadMore(state.next!)} label={t('forumMore')} loadingLabel={t('forumMoreLoading')} failedMessage={t('forumMoreFailed')} />
      ) : null}
    </>
  );
}

/** Forum discussions (signed-in only): list, in-page detail, new-discussion toggle and threaded comments. */
export default function ForumDiscussion() {
  usePageTitle(t('forumTitle'));
  const user = useSession();
  return (
    <>
      <PageHeader title={t('forumTitle')} intro={t('forumIntro')} />
      <PageSection>
        <Container>
          {user === undefined ? <Spinner label={t('forumChecking')} /> : null}
          {user === null ? (
            <StatusBox $tone="info" role="status">
              {t('forumSignedOut')} <Link to={`/auth/signin?next=${encodeURIComponent('/community/forum-discussion')}`}>{t('forumSignIn')}</Link>
            </StatusBox>
          ) : null}
          {user ? <Forum userId={user.id} /> : null}
        </Container>
      </PageSection>
    </>
  );
}
