import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Card, Container, EmptyState, ErrorState, PageSection, Spinner, ToggleButton, formatRelativeTime, usePageTitle, useSession, PageHeader } from '@civic/shared';
import { countView, fetchDiscussions, type Comment, type Discussion } from '../../api';
import { Meta, StatusBox } from '../../components/Status';
import { t } from '../../messages';
import { DiscussionDetail } from './DiscussionDetail';
import { NewDiscussionForm } from './NewDiscussionForm';

type ListState = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; discussions: Discussion[] };

function Forum({ userId }: { userId: string }) {
  const [state, setState] = useState<ListState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [openId, setOpenId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    fetchDiscussions(controller.signal).then(
      (discussions) => !controller.signal.aborted && setState({ status: 'loaded', discussions }),
      () => !controller.signal.aborted && setState({ status: 'failed' }),
    );
    return () => controller.abort();
  }, [attempt]);

  const update = (id: string, change: (d: Discussion) => Discussion) =>
    setState((s) => (s.status === 'loaded' ? { ...s, discussions: s.discussions.map((d) => (d.id === id ? change(d) : d)) } : s));

  function open(discussion: Discussion) {
    setOpenId(discussion.id);
    setCreated(false);
    // A view that fails to count changes nothing the citizen needs to know about.
    countView(discussion.id).then(
      (views) => update(discussion.id, (d) => ({ ...d, views })),
      () => undefined,
    );
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

  const current = state.discussions.find((d) => d.id === openId);
  if (current) {
    return (
      <DiscussionDetail
        discussion={current}
        userId={userId}
        onBack={() => setOpenId(null)}
        onCommented={(comment: Comment) => update(current.id, (d) => ({ ...d, comments: [...d.comments, comment], replies: d.replies + 1 }))}
      />
    );
  }

  return (
    <>
      <ToggleButton pressed={creating} onClick={() => setCreating((v) => !v)}>
        {creating ? t('forumCancelNew') : t('forumNew')}
      </ToggleButton>
      {creating ? (
        <NewDiscussionForm
          onCreated={(discussion) => {
            setState((s) => (s.status === 'loaded' ? { ...s, discussions: [discussion, ...s.discussions] } : s));
            setCreating(false);
            setCreated(true);
          }}
        />
      ) : null}
      <div role="status">{created ? <StatusBox $tone="success">{t('forumCreated')}</StatusBox> : null}</div>
      <h2>{t('forumListHeading')}</h2>
      {state.discussions.length === 0 ? (
        <EmptyState title={t('forumEmpty')} />
      ) : (
        <ul style={{ listStyle: 'none', padding: 0 }}>
          {state.discussions.map((discussion) => (
            <li key={discussion.id} style={{ marginBottom: '1rem' }}>
              <Card>
                <h3>{discussion.title}</h3>
                <Meta>
                  {t('forumMeta', { author: discussion.author.username, when: formatRelativeTime(discussion.date), replies: discussion.replies, views: discussion.views })}{' '}
                  {discussion.author.id === userId ? <span>{t('forumYou')}</span> : null}
                </Meta>
                {discussion.tags.length ? <Meta>{discussion.tags.map((tag) => `#${tag}`).join(' ')}</Meta> : null}
                <Button type="button" $variant="secondary" onClick={() => open(discussion)} aria-label={t('forumOpen', { title: discussion.title })}>
                  {t('forumOpenShort')}
                </Button>
              </Card>
            </li>
          ))}
        </ul>
      )}
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
