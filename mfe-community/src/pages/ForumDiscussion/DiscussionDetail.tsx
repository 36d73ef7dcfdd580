import { useEffect, useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Card, ErrorState, FocusHeading, SelectField, Spinner, TextAreaField, formatRelativeTime, toApiError } from '@civic/shared';
import { fetchComments, postComment, type Comment, type CommentSort, type DiscussionSummary } from '../../api';
import { LoadMore, type LoadMoreState } from '../../components/LoadMore';
import { Meta, StatusBox } from '../../components/Status';
// The texts alone: the schemas' module brings the validation library, which this page does not use.
import { communityMessages } from '@civic/shared/schemas/messages';
import { t } from '../../messages';
import { discussionMeta } from './discussionMeta';
import { FlagForm } from './FlagForm';

export type { CommentSort };

/** The comments loaded so far (a page of threads at a time) and the cursor of the next page. */
type CommentsState = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; comments: Comment[]; next: string | null };

const Thread = styled.ul`
  list-style: none;
  padding-left: 0;
  ul {
    padding-left: ${({ theme }) => theme.space(4)};
    border-left: 3px solid ${({ theme }) => theme.colors.border};
    margin-left: ${({ theme }) => theme.space(2)};
  }
  li {
    margin: ${({ theme }) => theme.space(3)} 0;
  }
`;

/** A moderator's reason, shown where a hidden post's text was. */
const Hidden = styled.p`
  font-style: italic;
  color: ${({ theme }) => theme.colors.muted};
`;

const PostActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
`;

/** Says the flag was sent, where its button was, and takes the focus the button had. */
function FlagSent() {
  return (
    <p role="status" tabIndex={-1} ref={(element) => element?.focus()}>
      {t('forumFlagSent')}
    </p>
  );
}

/** Orders one level of comments. 'popular' puts those with the most direct replies first (replies thread, so they can be counted). */
export function sortComments(comments: Comment[], sort: CommentSort, replyCount: Map<string, number>): Comment[] {
  const copy = [...comments];
  const time = (c: Comment) => Date.parse(c.date);
  if (sort === 'newest') return copy.sort((a, b) => time(b) - time(a));
  if (sort === 'popular') return copy.sort((a, b) => (replyCount.get(b.id) ?? 0) - (replyCount.get(a.id) ?? 0) || time(a) - time(b));
  return copy.sort((a, b) => time(a) - time(b));
}

/** A discussion opened in place: its text, threaded comments with a sort, and the comment or reply form. */
export function DiscussionDetail({
  discussion,
  userId,
  onBack,
  onCommented,
}: {
  discussion: DiscussionSummary;
  userId: string;
  onBack: () => void;
  onCommented: (comment: Comment) => void;
}) {
  const [sort, setSort] = useState<CommentSort>('oldest');
  const [replyTo, setReplyTo] = useState<Comment | null>(null);
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failed, setFailed] = useState<string | null>(null);
  // The post whose flag form is open, and the posts this citizen flagged here.
  const [flagging, setFlagging] = useState<string | null>(null);
  const [flagged, setFlagged] = useState<ReadonlySet<string>>(() => new Set());
  // A moderator closed the discussion to comments (locked it, or hid it).
  const closed = Boolean(discussion.locked || discussion.hidden);
  const [busy, setBusy] = useState(false);
  const commentId = useId();
  const [attempt, setAttempt] = useState(0);
  // Which comments are asked for: this discussion, in this order (a new order starts from its own first page).
  const asked = `${discussion.id} ${sort} ${attempt}`;
  // What was answered, and for which asking: an answer to an earlier one reads as still loading.
  const [answered, setAnswered] = useState<{ for: string; state: CommentsState }>({ for: '', state: { status: 'loading' } });
  const [moreState, setMoreState] = useState<{ for: string; status: LoadMoreState }>({ for: '', status: 'idle' });
  const loaded: CommentsState = answered.for === asked ? answered.state : { status: 'loading' };
  const more = moreState.for === asked ? moreState.status : 'idle';

  useEffect(() => {
    const controller = new AbortController();
    fetchComments(discussion.id, sort, null, controller.signal).then(
      (page) => !controller.signal.aborted && setAnswered({ for: asked, state: { status: 'loaded', comments: page.comments, next: page.next } }),
      () => !controller.signal.aborted && setAnswered({ for: asked, state: { status: 'failed' } }),
    );
    return () => controller.abort();
  }, [discussion.id, sort, asked]);

  const comments = useMemo(() => (answered.for === asked && answered.state.status === 'loaded' ? answered.state.comments : []), [answered, asked]);

  /** Adds comments to those shown, each once (a comment posted here may come again in a later page). */
  const addComments = (added: Comment[], next?: string | null) =>
    setAnswered((current) => {
      if (current.for !== asked || current.state.status !== 'loaded') return current;
      const known = new Set(current.state.comments.map((c) => c.id));
      const state = current.state;
      return { for: asked, state: { ...state, comments: [...state.comments, ...added.filter((c) => !known.has(c.id))], next: next === undefined ? state.next : next } };
    });

  function loadMore(after: string) {
    setMoreState({ for: asked, status: 'loading' });
    fetchComments(discussion.id, sort, after).then(
      (page) => {
        addComments(page.comments, page.next);
        setMoreState({ for: asked, status: 'idle' });
      },
      () => setMoreState({ for: asked, status: 'failed' }),
    );
  }

  const { children, replyCount } = useMemo(() => {
    const ids = new Set(comments.map((c) => c.id));
    const byParent = new Map<string | null, Comment[]>();
    const counts = new Map<string, number>();
    for (const comment of comments) {
      // A reply whose parent is missing still shows, at the top level.
      const parent = comment.parentId && ids.has(comment.parentId) ? comment.parentId : null;
      byParent.set(parent, [...(byParent.get(parent) ?? []), comment]);
      if (parent) counts.set(parent, (counts.get(parent) ?? 0) + 1);
    }
    return { children: byParent, replyCount: counts };
  }, [comments]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailed(null);
    if (!content.trim()) {
      setError(communityMessages.commentRequired);
      document.getElementById(commentId)?.focus();
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const comment = await postComment(discussion.id, { content: content.trim(), parentId: replyTo?.id ?? null });
      addComments([comment]);
      onCommented(comment);
      setContent('');
      setReplyTo(null);
    } catch (refusal) {
      // A refusal the citizen can act on says why (the discussion was locked meanwhile); a failure says to retry.
      const answer = toApiError(refusal);
      setFailed(answer.status !== null && answer.status >= 400 && answer.status < 500 ? answer.message : t('forumCommentFailed'));
    } finally {
      setBusy(false);
    }
  }

  /** The flag button of a post by someone else, its form when open, or the thanks once sent. */
  function flagControl(postId: string, commentId: string | null, authorId: string, label: string): ReactNode {
    if (authorId === userId) return null;
    if (flagged.has(postId)) return <FlagSent />;
    if (flagging === postId) {
      return (
        <FlagForm
          discussionId={discussion.id}
          commentId={commentId}
          onSent={() => {
            setFlagged((current) => new Set(current).add(postId));
            setFlagging(null);
          }}
          onCancel={() => setFlagging(null)}
        />
      );
    }
    return (
      <Button type="button" $variant="ghost" onClick={() => setFlagging(postId)} aria-label={label}>
        {t('forumFlag')}
      </Button>
    );
  }

  function renderLevel(parent: string | null) {
    const level = children.get(parent);
    if (!level?.length) return null;
    return (
      <Thread aria-label={parent ? t('forumRepliesTo', { author: comments.find((c) => c.id === parent)?.author.username ?? '' }) : t('forumComments')}>
        {sortComments(level, sort, replyCount).map((comment) => (
          <li key={comment.id}>
            <article aria-label={comment.author.username}>
              <Meta>
                <strong>{comment.author.username}</strong> {comment.author.id === userId ? <span>{t('forumYou')}</span> : null} ·{' '}
                <time dateTime={comment.date}>{formatRelativeTime(comment.date)}</time>
              </Meta>
              {comment.hidden ? <Hidden>{t('forumHiddenComment', { reason: comment.hidden.reason })}</Hidden> : <p>{comment.content}</p>}
              <PostActions>
                {closed || comment.hidden ? null : (
                  <Button type="button" $variant="ghost" onClick={() => setReplyTo(comment)} aria-label={t('forumReplyTo', { author: comment.author.username })}>
                    {t('forumReply')}
                  </Button>
                )}
                {comment.hidden ? null : flagControl(comment.id, comment.id, comment.author.id, t('forumFlagComment', { author: comment.author.username }))}
              </PostActions>
            </article>
            {renderLevel(comment.id)}
          </li>
        ))}
      </Thread>
    );
  }

  return (
    <Card>
      <Button type="button" $variant="secondary" onClick={onBack}>
        {t('forumBack')}
      </Button>
      <FocusHeading>{discussion.hidden ? t('forumHiddenTitle') : discussion.title}</FocusHeading>
      <Meta>
        {discussionMeta(discussion)} {discussion.author.id === userId ? <span>{t('forumYou')}</span> : null}
      </Meta>
      {discussion.hidden ? <Hidden>{t('forumHiddenDiscussion', { reason: discussion.hidden.reason })}</Hidden> : <p style={{ whiteSpace: 'pre-wrap' }}>{discussion.content}</p>}
      {discussion.locked ? (
        <StatusBox $tone="info">
          {t('forumLocked', { reason: discussion.locked.reason })} {t('forumLockedNoComments')}
        </StatusBox>
      ) : null}
      {discussion.hidden ? null : <PostActions>{flagControl(discussion.id, null, discussion.author.id, t('forumFlagDiscussion'))}</PostActions>}
      {discussion.tags.length && !discussion.hidden ? (
        <ul aria-label={t('forumTagsList')} style={{ display: 'flex', gap: '0.5rem', listStyle: 'none', padding: 0, flexWrap: 'wrap' }}>
          {discussion.tags.map((tag) => (
            <li key={tag}>#{tag}</li>
          ))}
        </ul>
      ) : null}
      <h3>{t('forumComments')}</h3>
      <SelectField label={t('forumSortLabel')} value={sort} onChange={(e) => setSort(e.target.value as CommentSort)}>
        <option value="oldest">{t('forumSortOldest')}</option>
        <option value="newest">{t('forumSortNewest')}</option>
        <option value="popular">{t('forumSortPopular')}</option>
      </SelectField>
      {loaded.status === 'loading' ? <Spinner label={t('forumCommentsLoading')} /> : null}
      {loaded.status === 'failed' ? <ErrorState title={t('forumCommentsFailed')} onRetry={() => setAttempt((n) => n + 1)} retryLabel={t('tryAgain')} /> : null}
      {loaded.status === 'loaded' && comments.length === 0 ? <p role="status">{t('forumNoReplies')}</p> : renderLevel(null)}
      {loaded.status === 'loaded' && loaded.next ? (
        <LoadMore
          state={more}
          onLoad={() => loadMore(loaded.next!)}
          label={t('forumMoreComments')}
          loadingLabel={t('forumMoreCommentsLoading')}
          failedMessage={t('forumMoreCommentsFailed')}
        />
      ) : null}
      {closed ? null : (
        <form noValidate onSubmit={submit}>
          {replyTo ? (
            <StatusBox $tone="info" role="status">
              {t('forumReplyingTo', { author: replyTo.author.username })}{' '}
              <Button type="button" $variant="ghost" onClick={() => setReplyTo(null)}>
                {t('forumCancelReply')}
              </Button>
            </StatusBox>
          ) : null}
          <TextAreaField
            id={commentId}
            label={replyTo ? t('forumReplyLabel') : t('forumCommentLabel')}
            required
            rows={3}
            value={content}
            onChange={(e) => setContent(e.target.value)}
            error={error}
          />
          <div role="alert">{failed ? <StatusBox $tone="error">{failed}</StatusBox> : null}</div>
          <Button type="submit" disabled={busy}>
            {busy ? t('forumPosting') : t('forumPostComment')}
          </Button>
        </form>
      )}
    </Card>
  );
}
