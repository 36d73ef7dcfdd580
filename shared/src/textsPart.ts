type Vars = Record<string, string | number>;

/** What `createTranslator` returns, as far as a part of a section's texts needs it. */
export interface Texts<Key extends string, Language = unknown> {
  t(key: Key, vars?: Vars): string;
  useTranslations(): Language;
}

/**
 * One page's texts (a translator of their own namespace, `own` its English catalog) together with the texts its
 * section's pages share: `t` takes a key of either, and `useTranslations()`, in the page's root component, waits
 * for both in the page's language. So a section can give each page a catalog of its own, and a page's chunk
 * carries only its own texts and the shared ones, not every page's:
 *
 * ```ts
 * export const { t, useTranslations } = withCommonTexts(
 *   createTranslator('reporting-complaints', { en, sw: () => import('./sw').then((module) => module.sw) }),
 *   en,
 *   common, // the section's own translator, `createTranslator('reporting', …)`
 * );
 * ```
 */
export function withCommonTexts<Key extends string, CommonKey extends string, Language>(
  part: Texts<Key, Language>,
  own: Readonly<Record<string, string>>,
  common: Texts<CommonKey>,
): Texts<Key | CommonKey, Language> {
  // A plural text is kept as `<key>_one`, `<key>_other`, ... and asked for by `<key>`.
  const isOwn = (key: string): key is Key => key in own || `${key}_other` in own;
  return {
    t: (key, vars) => (isOwn(key) ? part.t(key, vars) : common.t(key as CommonKey, vars)),
    useTranslations() {
      common.useTranslations();
      return part.useTranslations();
    },
  };
}
