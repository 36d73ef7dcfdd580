/**
 * The translation helper every package reads its text through. Each package keeps an English catalog
 * (`src/messages/en.ts`); a Swahili catalog can be added beside it without touching components.
 * `{name}` placeholders are filled from `vars`.
 */
export type Catalog = Record<string, string>;

export const DEFAULT_LOCALE = 'en-KE';

export function createTranslator<C extends Catalog>(catalogs: { en: C } & Partial<Record<string, Partial<C>>>) {
  let active: string = 'en';
  return {
    t(key: keyof C & string, vars?: Record<string, string | number>): string {
      const text = catalogs[active]?.[key] ?? catalogs.en[key] ?? key;
      return vars ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole)) : text;
    },
    setLanguage(language: string): void {
      active = language in catalogs ? language : 'en';
    },
  };
}
