import { addSearchSource, tableSource } from '../governance/search.js';
import { snippetOf } from '../governance/text.js';

/**
 * The community section's content in the site search: workshops, townhall events and discussions. The
 * forum is for signed-in citizens, so a discussion's result shows its title and opening words and links
 * to the forum, where signing in is asked for.
 */
export function registerCommunitySearch(): void {
  addSearchSource(
    tableSource<{ id: string; title: string; description: string; category: string; location: string }>({
      kind: 'workshops',
      label: 'Workshops',
      // A workshop or event not published (yet, or any more) is not found.
      from: '(SELECT * FROM workshops WHERE published) w',
      alias: 'w',
      columns: 'id, title, description, category, location, starts_on',
      order: 'starts_on DESC',
      toResult: (row, words) => ({
        title: row.title,
        snippet: `${words.workshopCategory(row.category)} · ${snippetOf(row.description, 140)}`,
        url: row.category === 'completed' ? `/resources/workshop/${encodeURIComponent(row.id)}` : '/workshops',
      }),
    }),
  );
  addSearchSource(
    tableSource<{ id: string; title: string; description: string; is_online: boolean }>({
      kind: 'events',
      label: 'Townhall events',
      from: '(SELECT * FROM events WHERE published) e',
      alias: 'e',
      columns: 'id, title, description, is_online, event_date',
      order: 'event_date DESC',
      toResult: (row, words) => ({ title: row.title, snippet: `${words.eventKind(row.is_online)} · ${snippetOf(row.description, 140)}`, url: '/townhall-meetings' }),
    }),
  );
  addSearchSource(
    tableSource<{ id: string; title: string; content: string }>({
      kind: 'discussions',
      label: 'Discussions',
      // A discussion a moderator hid is not found.
      from: '(SELECT * FROM discussions WHERE hidden_at IS NULL) d',
      alias: 'd',
      columns: 'id, title, content, created_at',
      order: 'created_at DESC',
      toResult: (row) => ({ title: row.title, snippet: snippetOf(row.content), url: '/community/forum-discussion' }),
    }),
  );
}
