import * as english from './messages.ts';

/**
 * Validation texts in another language. The schemas speak English (the product's agreed wording, which the
 * browser forms and the API share); the words a person reads are chosen where the text is shown: the browser's
 * field errors and the API's 4xx answers look the English text up here and give the same message in the reader's
 * language, its `{placeholders}` carried over. A text that is not in the catalog is left as it is.
 */
export type MessageGroups = { [G in keyof typeof english]: Record<keyof (typeof english)[G], string> };

/** `{ accountMessages: { emailRequired } }` → `{ 'accountMessages.emailRequired': … }`. */
export function flattenMessages(groups: MessageGroups): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [group, texts] of Object.entries(groups)) {
    for (const [key, text] of Object.entries(texts as Record<string, string>)) flat[`${group}.${key}`] = text;
  }
  return flat;
}

export const englishMessages: Record<string, string> = flattenMessages(english);

interface Matcher {
  key: string;
  pattern: RegExp;
  names: string[];
}

export interface MessageMatcher {
  /** The catalog key of an English text and the values its placeholders had, or null. */
  keyOf(text: string): { key: string; vars: Record<string, string> } | null;
  /** The same message from another catalog (by key), or the text unchanged when either has no such message. */
  translate(text: string, into: Record<string, string> | undefined): string;
}

/**
 * What a placeholder stands for, where it is narrower than "any text": `{column}` is the name of a column of a
 * data file as the file spells it (`budget_spent`, `participation.pastFeedback`), so a template that starts with
 * one ("{column} is required") cannot take an ordinary sentence ("Title is required") for its own.
 */
const PLACEHOLDER_PATTERNS: Record<string, string> = {
  column: '[a-z][A-Za-z0-9_.]*',
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Finds English texts in a catalog (`{ key: 'Please keep this under {max} characters.' }`): an exact text by
 * lookup, one with placeholders by a pattern made from it, its values read back out.
 */
export function createMessageMatcher(catalog: Record<string, string>): MessageMatcher {
  const exact = new Map<string, string>();
  const patterns: Matcher[] = [];
  for (const [key, text] of Object.entries(catalog)) {
    const names = [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
    if (names.length === 0) {
      if (!exact.has(text)) exact.set(text, key);
      continue;
    }
    // split() with a capturing group puts each placeholder's name at the odd places.
    const source = text
      .split(/\{(\w+)\}/)
      .map((part, i) => (i % 2 ? `(${PLACEHOLDER_PATTERNS[part] ?? '.+?'})` : escapeRegExp(part)))
      .join('');
    patterns.push({ key, pattern: new RegExp(`^${source}$`, 's'), names });
  }
  function keyOf(text: string) {
    const key = exact.get(text);
    if (key) return { key, vars: {} };
    for (const matcher of patterns) {
      const match = matcher.pattern.exec(text);
      if (match) return { key: matcher.key, vars: Object.fromEntries(matcher.names.map((name, i) => [name, match[i + 1]!])) };
    }
    return null;
  }
  return {
    keyOf,
    translate(text, into) {
      const found = into && keyOf(text);
      const template = found ? into[found.key] : undefined;
      if (!found || !template) return text;
      return template.replace(/\{(\w+)\}/g, (whole, name: string) => found.vars[name] ?? whole);
    },
  };
}

const validation = createMessageMatcher(englishMessages);

/** The catalog key of an English validation text and the values its placeholders had, or null. */
export function messageKeyOf(text: string): { key: string; vars: Record<string, string> } | null {
  return validation.keyOf(text);
}

/** The same validation message from another catalog (flattened), or the text unchanged when either has no such message. */
export function translateMessage(text: string, into: Record<string, string> | undefined): string {
  return validation.translate(text, into);
}
