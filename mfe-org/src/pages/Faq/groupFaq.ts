import type { FaqEntry } from '@civic/shared';

export interface FaqGroup {
  category: string;
  label: string;
  entries: FaqEntry[];
}

/** "data-access" or "data_access" → "Data access"; a category already written for people is kept as it is. */
export function categoryLabel(category: string): string {
  const words = category.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Case-insensitive substring match over question and answer. */
export function searchFaq(entries: FaqEntry[], search: string): FaqEntry[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return entries;
  return entries.filter((entry) => entry.question.toLowerCase().includes(needle) || entry.answer.toLowerCase().includes(needle));
}

/** Groups keep the order in which the API first names each category, so editors control it. */
export function groupFaq(entries: FaqEntry[]): FaqGroup[] {
  const groups = new Map<string, FaqGroup>();
  for (const entry of entries) {
    const group = groups.get(entry.category) ?? { category: entry.category, label: categoryLabel(entry.category), entries: [] };
    group.entries.push(entry);
    groups.set(entry.category, group);
  }
  return [...groups.values()];
}
