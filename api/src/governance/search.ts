import type { Queryable } from '../db/index.js';
import type { SearchResult } from './contracts.js';
import { pageSource } from './pageIndex.js';
import {
  containsPattern,
  foldText,
  formatCount,
  governmentName,
  MIN_SUBSTRING_CHARACTERS,
  placeKey,
  prefixTsQuery,
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
  label: string;
  search(db: Queryable, terms: SearchTerms, limit: number): Promise<{ count: number; results: SearchHit[] }>;
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
  /** SQL for the text searched; it is folded here. */
  document: string;
  /** SQL for the name a result is known by, ranked first when it matches the query exactly or at its start. */
  title: string;
  /** Columns to read, as a SELECT list. */
  columns: string;
  /** Tie-break order after relevance. */
  order: string;
  toResult: (row: Row) => SearchHit;
}

/**
 * A source over one table or view, matched by full-text prefix search with a substring fallback, ranked by
 * the name matching first, then text rank. Fine for tables of a few thousand rows; large tables keep stored
 * folded columns and write their own source (see projects).
 */
export function tableSource<Row>(spec: TableSearch<Row>): SearchSource {
  return {
    kind: spec.kind,
    label: spec.label,
    async search(db, terms, limit) {
      const rows = await db.query<Row & { total: number }>(
        `WITH hits AS (
           SELECT ${spec.columns},
             CASE WHEN fold_text(${spec.title}) = $4 THEN 2 WHEN fold_text(${spec.title}) LIKE $5 THEN 1 ELSE 0 END
               + ts_rank(to_tsvector('simple', fold_text(${spec.document})), to_tsquery('simple', $1)) AS rank
           FROM ${spec.from}
           WHERE to_tsvector('simple', fold_text(${spec.document})) @@ to_tsquery('simple', $1) OR fold_text(${spec.document}) LIKE $2
             OR regexp_replace(fold_text(${spec.document}), '[^a-z0-9]+', '', 'g') LIKE $6
         )
         SELECT *, count(*) OVER ()::int AS total FROM hits ORDER BY rank DESC, ${spec.order} LIMIT $3`,
        [terms.tsquery, terms.contains, limit, terms.exact, terms.startsWith, terms.squeezed],
      );
      return { count: rows[0]?.total ?? 0, results: rows.map(spec.toResult) };
    },
  };
}

const countySource = tableSource<{ code: string; name: string; region: string; capital: string; population: number }>({
  kind: 'counties',
  label: 'Counties',
  from: 'counties',
  document: `name || ' ' || capital || ' ' || region`,
  title: 'name',
  columns: 'code, name, region, capital, population',
  order: 'name',
  toResult: (row) => ({
    title: `${row.name} County`,
    snippet: `${row.region} region · county headquarters ${row.capital} · population ${formatCount(row.population)} (2019 census)`,
    url: `/counties/county/${row.code}`,
  }),
});

const constituencySource = tableSource<{ code: string; name: string; county_code: string; county_name: string; wards: number }>({
  kind: 'constituencies',
  label: 'Constituencies',
  from: 'constituencies k JOIN counties c ON c.code = k.county_code',
  document: 'k.name',
  title: 'k.name',
  columns: 'k.code, k.name, k.county_code, c.name AS county_name, (SELECT count(*)::int FROM wards w WHERE w.constituency_code = k.code) AS wards',
  order: 'name',
  toResult: (row) => ({
    title: `${row.name} constituency`,
    snippet: `Constituency in ${row.county_name} County · ${formatCount(row.wards)} wards`,
    url: `/counties/county/${row.county_code}#constituency-${row.code}`,
  }),
});

const wardSource = tableSource<{ code: string; name: string; constituency_code: string; constituency_name: string; county_code: string; county_name: string }>({
  kind: 'wards',
  label: 'Wards',
  from: 'wards w JOIN constituencies k ON k.code = w.constituency_code JOIN counties c ON c.code = k.county_code',
  document: 'w.name',
  title: 'w.name',
  columns: 'w.code, w.name, k.code AS constituency_code, k.name AS constituency_name, c.code AS county_code, c.name AS county_name',
  order: 'name, code',
  toResult: (row) => ({
    title: `${row.name} ward`,
    snippet: `Ward in ${row.constituency_name} constituency, ${row.county_name} County`,
    url: `/counties/county/${row.county_code}#constituency-${row.constituency_code}`,
  }),
});

/**
 * A project is found by its own words and by where it is: "nakuru" finds every project in Nakuru County and
 * "borehole njoro" a borehole in Njoro constituency. Each project keeps the folded names of its ward,
 * constituency and county beside its own text, and the words and text it is found by are stored and indexed
 * (migration 018), so the match reads two indexes (full text with prefixes, and trigrams for a substring)
 * whatever the number of projects; only the matches are ranked.
 */
const projectSource: SearchSource = {
  kind: 'projects',
  label: 'Projects',
  async search(db, terms, limit) {
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
      `WITH hits AS (
         SELECT p.id, p.title, p.description, p.status, p.county_code, p.constituency_code, p.ward_code, p.is_sample, p.last_update,
           CASE WHEN fold_text(p.title) = $4 THEN 2 WHEN fold_text(p.title) LIKE $5 THEN 1 ELSE 0 END + ts_rank(p.found_words, to_tsquery('simple', $1)) AS rank
         FROM projects p
         WHERE p.found_words @@ to_tsquery('simple', $1)${terms.substring ? ` OR (p.search_text || ' ' || p.place_names) LIKE $2` : ''}
       ),
       ranked AS (SELECT *, count(*) OVER ()::int AS total FROM hits ORDER BY rank DESC, last_update DESC, id LIMIT $3)
       SELECT r.id, r.title, r.description, r.status, r.is_sample, r.total, c.name AS county, k.name AS constituency, w.name AS ward
       FROM ranked r
       JOIN counties c ON c.code = r.county_code
       LEFT JOIN constituencies k ON k.code = r.constituency_code
       LEFT JOIN wards w ON w.code = r.ward_code
       ORDER BY r.rank DESC, r.last_update DESC, r.id`,
      [terms.tsquery, terms.contains, limit, terms.exact, terms.startsWith],
    );
    return {
      count: rows[0]?.total ?? 0,
      results: rows.map((row) => ({
        title: row.title,
        snippet: `${placeLine(row)} · ${row.status} · ${snippetOf(row.description, 160)}`,
        url: `/projects/browser?project=${encodeURIComponent(row.id)}`,
        ...(row.is_sample ? { badge: 'Sample data' } : {}),
      })),
    };
  },
};

/** Where a project is, ward first, as the project cards say it. */
function placeLine({ county, constituency, ward }: { county: string; constituency: string | null; ward: string | null }): string {
  return [ward ? `${ward} ward` : null, constituency ? `${constituency} constituency` : null, `${county} County`].filter(Boolean).join(', ');
}

const publicationSource = tableSource<{ id: string; title: string; description: string }>({
  kind: 'publications',
  label: 'Publications',
  from: 'publications',
  document: `title || ' ' || description`,
  title: 'title',
  columns: 'id, title, description, published_on',
  order: 'published_on DESC',
  toResult: (row) => ({ title: row.title, snippet: snippetOf(row.description), url: '/resources/publications' }),
});

const faqSource = tableSource<{ id: string; question: string; answer: string }>({
  kind: 'faq',
  label: 'Questions and answers',
  from: 'faq_entries',
  document: `question || ' ' || answer`,
  title: 'question',
  columns: 'id, question, answer, position',
  order: 'position',
  toResult: (row) => ({ title: row.question, snippet: snippetOf(row.answer), url: '/faq' }),
});

const directorySource = tableSource<{ name: string; level: string; parent: string | null }>({
  kind: 'mdas',
  label: 'Ministries, departments and agencies',
  from: `(SELECT name, 'Ministry' AS level, NULL AS parent, 1 AS depth FROM ministries
          UNION ALL SELECT d.name, 'Department', m.name, 2 FROM departments d JOIN ministries m ON m.id = d.ministry_id
          UNION ALL SELECT a.name, 'Agency', d.name, 3 FROM agencies a JOIN departments d ON d.id = a.department_id) AS body`,
  document: 'name',
  title: 'name',
  columns: 'name, level, parent, depth',
  order: 'depth, name',
  toResult: (row) => ({
    title: governmentName(row.name),
    snippet: row.parent ? `${row.level} under ${governmentName(row.parent)}` : 'Ministry or equivalent body',
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
