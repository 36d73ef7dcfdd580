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
