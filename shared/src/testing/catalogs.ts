/**
 * What is wrong with a translated catalog beside its English one: a missing or extra text, an empty one, or a
 * `{placeholder}` that is not the English text's (a missing one drops a value; an extra one shows as written).
 * Plural forms (`key_one`, `key_other`) of an English key count as that key.
 */
export function catalogProblems(english: Record<string, string>, translated: Record<string, string>, language = 'sw'): string[] {
  const problems: string[] = [];
  const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
  const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]))].sort().join(',');
  for (const key of Object.keys(english)) {
    if (!(key in translated) && !Object.keys(translated).some((other) => base(other) === key)) problems.push(`${language}: "${key}" is missing`);
  }
  for (const [key, text] of Object.entries(translated)) {
    const source = english[key] ?? english[base(key)];
    if (source === undefined) {
      problems.push(`${language}: "${key}" is not in the English catalog`);
      continue;
    }
    // A plural form may spell its number out ("tokeo moja"), so it may leave {count} out.
    const expected = key === base(key) ? [placeholders(source)] : [placeholders(source), placeholders(source.replace(/\{count\}/g, ''))];
    if (!text.trim()) problems.push(`${language}: "${key}" is empty`);
    else if (!expected.includes(placeholders(text))) {
      problems.push(`${language}: "${key}" has {${placeholders(text)}} where English has {${placeholders(source)}}`);
    }
  }
  return problems;
}
