import { counted, formatRelativeTime } from '@civic/shared';
import type { DiscussionSummary } from '../../api';
import { t } from '../../messages';

/** "by amina · 2 days ago · 1 reply · 4 views": the noun agrees with each count. */
export function discussionMeta(discussion: DiscussionSummary): string {
  return t('forumMeta', {
    author: discussion.author.username,
    when: formatRelativeTime(discussion.date),
    replies: t('countReplies', counted(discussion.replies)),
    views: t('countViews', counted(discussion.views)),
  });
}
