/**
 * Matching text the way citizens type it: case, accents and apostrophes ignored. The database does the
 * same with `fold_text()` (migration 004), so a folded query compares with a folded column.
 */
export function foldText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').replace(/['’]/g, '').toLowerCase();
}

/** A key for matching place names in import files: "Mau Narok", "mau-narok" and "Maunarok" are one ward. */
export function placeKey(value: string): string {
  return foldText(value).replace(/[^\p{L}\p{N}]+/gu, '');
}

function likeLiteral(value: string): string {
  return foldText(value.trim()).replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A LIKE pattern that finds `value` anywhere, with the user's own % and _ taken literally. */
export function containsPattern(value: string): string {
  return `%${likeLiteral(value)}%`;
}

export function startsWithPattern(value: string): string {
  return `${likeLiteral(value)}%`;
}

/** Longest search a citizen can send; longer is refused, not silently cut. */
export const MAX_QUERY_LENGTH = 200;

/**
 * Fewest letters and digits a search needs. One alone would match nearly every record and could use no index;
 * a search of one is refused with SHORT_SEARCH_MESSAGE.
 */
export const MIN_SEARCH_CHARACTERS = 2;
export const SHORT_SEARCH_MESSAGE = `Search for at least ${MIN_SEARCH_CHARACTERS} letters or digits.`;
/** A substring match reads a trigram index, which needs three; a shorter search matches the starts of words. */
export const MIN_SUBSTRING_CHARACTERS = 3;

/**
 * How far a search's matches are counted. A broad search ("water" among 100,000 projects) matches thousands:
 * counting them all would read every one, so it is counted to here and said to have found "more than" this.
 */
export const SEARCH_COUNT_LIMIT = 1_000;

/** How many letters and digits a search has, as it is matched (case and accents folded). */
export function searchCharacters(value: string): number {
  return placeKey(value).length;
}

/**
 * A prefix tsquery for the 'simple' configuration: every word must appear, each as a word start
 * ("bore njo" finds "Njoro borehole"). Null when the query has no letters or digits.
 */
export function prefixTsQuery(value: string): string | null {
  const words = foldText(value)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : null;
}

/** Cuts a long text at a word boundary for a result snippet. */
export function snippetOf(value: string, max = 180): string {
  const text = value.replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20))}…`;
}

const numberFormat = new Intl.NumberFormat('en-KE');
export function formatCount(value: number): string {
  return numberFormat.format(value);
}

/** Words written in lower case inside a name ("Ministry of Agriculture and Livestock Development"). */
const SMALL_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'by', 'for', 'from', 'in', 'into', 'of', 'on', 'or', 'the', 'to', 'under', 'with']);

/**
 * The name of a public body as English writes it: the eCitizen snapshot capitalises every word ("Ministry Of
 * Agriculture And Livestock Development"), so small words after the first go to lower case. Acronyms and
 * other words are left as they are.
 */
export function governmentName(name: string): string {
  let first = true;
  return name.replace(/\p{L}[\p{L}'’]*/gu, (word) => {
    const lower = word.toLowerCase();
    const small = !first && SMALL_WORDS.has(lower) && word === `${word[0]!.toUpperCase()}${lower.slice(1)}`;
    first = false;
    return small ? lower : word;
  });
}
