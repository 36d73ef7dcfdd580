import type { Queryable } from '../db/index.js';
import type { SearchResult } from './contracts.js';
import { pageSource } from './pageIndex.js';
import { searchWords, type SearchWords } from './searchWords.js';
import type { Language } from '../i18n/languages.js';
import {
  containsPattern,
  foldText,
  formatCount,
  governmentName,
  MIN_SUBSTRING_CHARACTERS,
  placeKey,
  prefixTsQuery,
  SEARCH_COUNT_LIMIT,
  searchCharacters,
  snippetOf,
  startsWithPattern,
} from './text.js';

/** What one search asks of every source: the same words, prepared once. */
export interface SearchTerms {
  /** Prefix tsquery for the 'simple' configuration ("bore:* & njo:*"). */
  tsquery: string;
  /** Folded substring pattern, the fallback for words the tsquery splits differently. */
  contains: string;
  startsWith: string;
  exact: string;
  /** Letters and digits only, for names written with or without spaces ("Mau Narok" finds "Maunarok"). */
  squeezed: string;
  /**
   * Whether large tables match `contains` too: only for three letters or digits and more, which a trigram
   * index answers; a shorter search finds words that start with it.
   */
  substring: boolean;
}

export interface SearchHit extends SearchResult {
  /** A short label shown beside the result, such as 'Sample data'. */
  badge?: string;
}

/**
 * One kind of thing the site search finds. Sections add their own kinds with `addSearchSource` (the
 * community section's workshops, events and discussions will), and the endpoint groups results by kind
 * in the order sources were added.
 */
export interface SearchSource {
  kind: string;
  /** The group's name in English; the page shows it in its own language (by this name). */
  label: string;
  /** The results, their titles and lines in `language` where the site has words for them (searchWords.ts). */
  search(db: Queryable, terms: SearchTerms, limit: number, language: Language): Promise<{ count: number; countExact: boolean; results: SearchHit[] }>;
}

export function prepareTerms(query: string): SearchTerms | null {
  const tsquery = prefixTsQuery(query);
  if (!tsquery) return null;
  return {
    tsquery,
    contains: containsPattern(query),
    startsWith: startsWithPattern(query),
    exact: foldText(query.trim()),
    squeezed: `%${placeKey(query)}%`,
    substring: searchCharacters(query) >= MIN_SUBSTRING_CHARACTERS,
  };
}

interface TableSearch<Row> {
  kind: string;
  label: string;
  /** FROM clause (a table or a sub-query with an alias). */
  from: string;
  /**
   * The alias in `from` whose search columns are read (none for a lone table): found_text, the folded text
   * searched; found_words, its words; found_title, the folded name ranked first when it is the query or starts
   * with it; found_letters, for places. Each table keeps them as stored columns (migration 024).
   */
  alias?: string;
  /** Columns to read, as a SELECT list. */
  columns: string;
  /** Tie-break order after relevance. */
  order: string;
  /** Places: the name is also found by its letters and digits alone ("Mau Narok" finds "Maunarok"). */
  squeezed?: boolean;
  /** A row as a result, in the reader's language: `words` for the search's own, `language` for the row's. */
  toResult: (row: Row, words: SearchWords, language: Language) => SearchHit;
}

/**
 * A source over one table or view, matched by full-text prefix search and, for three letters or more, a
 * substring anywhere, each read from the stored columns of its folded text and their indexes (migration 024);
 * only the matches are ranked, by the name matching first, then text rank.
 */
export function tableSource<Row>(spec: TableSearch<Row>): SearchSource {
  const column = (name: string) => (spec.alias ? `${spec.alias}.${name}` : name);
  return {
    kind: spec.kind,
    label: spec.label,
    async search(db, terms, limit, language) {
      const params: unknown[] = [terms.tsquery, limit, terms.exact, terms.startsWith];
      const matches = [`${column('found_words')} @@ to_tsquery('simple', $1)`];
      const also = (condition: (placeholder: string) => string, value: string) => {
        params.push(value);
        matches.push(condition(`$${params.length}`));
      };
      if (terms.substring) {
        also((p) => `${column('found_text')} LIKE ${p}`, terms.contains);
        if (spec.squeezed) also((p) => `${column('found_letters')} LIKE ${p}`, terms.squeezed);
      }
      const title = column('found_title');
      const rows = await db.query<Row & { total: number }>(
        `WITH hits AS (
           SELECT ${spec.columns},
             CASE WHEN ${title} = $3 THEN 2 WHEN ${title} LIKE $4 THEN 1 ELSE 0 END
               + ts_rank(${column('found_words')}, to_tsquery('simple', $1)) AS rank
           FROM ${spec.from}
           WHERE ${matches.join(' OR ')}
         )
         SELECT *, count(*) OVER ()::int AS total FROM hits ORDER BY rank DESC, ${spec.order} LIMIT $2`,
        params,
      );
      const words = searchWords(language);
      return { count: rows[0]?.total ?? 0, countExact: true, results: rows.map((row) => spec.toResult(row, words, language)) };
    },
  };
}

const countySource = tableSource<{ code: string; name: string; region: string; capital: string; population: number }>({
  kind: 'counties',
  label: 'Counties',
  from: 'counties',
  squeezed: true,
  columns: 'code, name, region, capital, population',
  order: 'name',
  toResult: (row, words) => ({
    title: words.county(row.name),
    snippet: words.countyLine(row.region, row.capital, formatCount(row.population)),
    url: `/counties/county/${row.code}`,
  }),
});

const constituencySource = tableSource<{ code: string; name: string; county_code: string; county_name: string; wards: number }>({
  kind: 'constituencies',
  label: 'Constituencies',
  from: 'constituencies k JOIN counties c ON c.code = k.county_code',
  alias: 'k',
  squeezed: true,
  columns: 'k.code, k.name, k.county_code, c.name AS county_name, (SELECT count(*)::int FROM wards w WHERE w.constituency_code = k.code) AS wards',
  order: 'name',
  toResult: (row, words) => ({
    title: words.constituency(row.name),
    snippet: words.constituencyLine(row.county_name, formatCount(row.wards)),
    url: `/counties/county/${row.county_code}#constituency-${row.code}`,
  }),
});

const wardSource = tableSource<{ code: string; name: string; constituency_code: string; constituency_name: string; county_code: string; county_name: string }>({
  kind: 'wards',
  label: 'Wards',
  from: 'wards w JOIN constituencies k ON k.code = w.constituency_code JOIN counties c ON c.code = k.county_code',
  alias: 'w',
  squeezed: true,
  columns: 'w.code, w.name, k.code AS constituency_code, k.name AS constituency_name, c.code AS county_code, c.name AS county_name',
  order: 'name, code',
  toResult: (row, words) => ({
    title: words.ward(row.name),
    snippet: words.wardLine(row.constituency_name, row.county_name),
    url: `/counties/county/${row.county_code}#constituency-${row.constituency_code}`,
  }),
});

/**
 * A project is found by its own words and by where it is: "nakuru" finds every project in Nakuru County and
 * "borehole njoro" a borehole in Njoro constituency. Each project keeps the folded names of its ward,
 * constituency and county beside its own text, and the words and text it is found by are stored and indexed
 * (migration 018).
 *
 * Only the matches are ranked, and never all of a broad search's: the first SEARCH_COUNT_LIMIT + 1 matches
 * are read from the indexes (which counts them). When that is all of them, they are ranked: the title that is
 * the query first, then titles that start with it, then the rest, newest first in each. When there are more,
 * the same three tiers are read from indexes instead (the folded title, migration 023, and the date), each
 * newest first, so a broad search stops after a few rows.
 */
const projectSource: SearchSource = {
  kind: 'projects',
  label: 'Projects',
  async search(db, terms, limit, language) {
    const match = `(p.found_words @@ to_tsquery('simple', $1)${terms.substring ? ` OR (p.search_text || ' ' || p.place_names) LIKE $6` : ''})`;
    const tier = (rank: number, where: string) =>
      `(SELECT p.id, ${rank} AS rank, p.last_update FROM projects p WHERE ${match} AND ${where} ORDER BY p.last_update DESC, p.id LIMIT $2)`;
    const rows = await db.query<{
      id: string;
      title: string;
      description: string;
      status: string;
      county: string;
      constituency: string | null;
      ward: string | null;
      is_sample: boolean;
      total: number;
    }>(
      `WITH matched AS MATERIALIZED (SELECT p.id, p.last_update, fold_text(p.title) AS title FROM projects p WHERE ${match} LIMIT $5),
       found AS (SELECT count(*)::int AS total FROM matched),
       best AS (
         SELECT id, CASE WHEN title = $3 THEN 2 WHEN title LIKE $4 THEN 1 ELSE 0 END AS rank, last_update FROM matched
         WHERE (SELECT total FROM found) < $5
         UNION ALL (SELECT * FROM (
           ${tier(2, 'fold_text(p.title) = $3')}
           UNION ALL ${tier(1, 'fold_text(p.title) LIKE $4 AND fold_text(p.title) <> $3')}
           UNION ALL ${tier(0, 'fold_text(p.title) NOT LIKE $4')}
         ) AS broad WHERE (SELECT total FROM found) >= $5)
       ),
       ranked AS (SELECT * FROM best ORDER BY rank DESC, last_update DESC, id LIMIT $2)
       SELECT p.id, p.title, p.description, p.status, p.is_sample, found.total, c.name AS county, k.name AS constituency, w.name AS ward
       FROM ranked r
       CROSS JOIN found
       JOIN projects p ON p.id = r.id
       JOIN counties c ON c.code = p.county_code
       LEFT JOIN constituencies k ON k.code = p.constituency_code
       LEFT JOIN wards w ON w.code = p.ward_code
       ORDER BY r.rank DESC, r.last_update DESC, r.id`,
      [terms.tsquery, limit, terms.exact, terms.startsWith, SEARCH_COUNT_LIMIT + 1, ...(terms.substring ? [terms.contains] : [])],
    );
    const total = rows[0]?.total ?? 0;
    const words = searchWords(language);
    return {
      count: Math.min(total, SEARCH_COUNT_LIMIT),
      countExact: total <= SEARCH_COUNT_LIMIT,
      results: rows.map((row) => ({
        title: row.title,
        snippet: `${words.place(row)} · ${words.status(row.status)} · ${snippetOf(row.description, 160)}`,
        url: `/projects/browser?project=${encodeURIComponent(row.id)}`,
        ...(row.is_sample ? { badge: 'Sample data' } : {}),
      })),
    };
  },
};

/** A text kept in Kiswahili beside the English (migration 027), for a Kiswahili reader when there is one. */
const inLanguage = (english: string, kiswahili: string | null, language: Language) => (language === 'sw' && kiswahili ? kiswahili : english);

const publicationSource = tableSource<{ id: string; title: string; description: string; title_sw: string | null; description_sw: string | null }>({
  kind: 'publications',
  label: 'Publications',
  // One an editor has not published, or whose document is not uploaded yet, is not found.
  from: '(SELECT * FROM publications WHERE published AND size_bytes > 0) p',
  alias: 'p',
  columns: 'id, title, description, title_sw, description_sw, published_on',
  order: 'published_on DESC',
  toResult: (row, _words, language) => ({
    title: inLanguage(row.title, row.title_sw, language),
    snippet: snippetOf(inLanguage(row.description, row.description_sw, language)),
    url: '/resources/publications',
  }),
});

const faqSource = tableSource<{ id: string; question: string; answer: string; question_sw: string | null; answer_sw: string | null }>({
  kind: 'faq',
  label: 'Questions and answers',
  // An entry an editor took down, or has only drafted, is not found.
  from: '(SELECT * FROM faq_entries WHERE published) f',
  alias: 'f',
  columns: 'id, question, answer, question_sw, answer_sw, position',
  order: 'position',
  toResult: (row, _words, language) => ({
    title: inLanguage(row.question, row.question_sw, language),
    snippet: snippetOf(inLanguage(row.answer, row.answer_sw, language)),
    url: '/faq',
  }),
});

const directorySource = tableSource<{ name: string; level: 'Ministry' | 'Department' | 'Agency'; parent: string | null }>({
  kind: 'mdas',
  label: 'Ministries, departments and agencies',
  // A body's name is both what is searched and what is ranked first, so its found_text is its found_title.
  from: `(SELECT name, 'Ministry' AS level, NULL AS parent, 1 AS depth, found_text, found_words, found_text AS found_title FROM ministries
          UNION ALL SELECT d.name, 'Department', m.name, 2, d.found_text, d.found_words, d.found_text FROM departments d JOIN ministries m ON m.id = d.ministry_id
          UNION ALL SELECT a.name, 'Agency', d.name, 3, a.found_text, a.found_words, a.found_text FROM agencies a JOIN departments d ON d.id = a.department_id) AS body`,
  columns: 'name, level, parent, depth',
  order: 'depth, name',
  toResult: (row, words) => ({
    title: governmentName(row.name),
    snippet: words.bodyLine(row.level, row.parent ? governmentName(row.parent) : null),
    url: `/mda?q=${encodeURIComponent(governmentName(row.name))}`,
  }),
});

const sources: SearchSource[] = [countySource, constituencySource, wardSource, projectSource, pageSource, publicationSource, faqSource, directorySource];

/** Adds a kind to the site search (another section's content); a kind already present is replaced. */
export function addSearchSource(source: SearchSource): void {
  const at = sources.findIndex((existing) => existing.kind === source.kind);
  if (at >= 0) sources[at] = source;
  else sources.push(source);
}

export function searchSources(): readonly SearchSource[] {
  return sources;
}
