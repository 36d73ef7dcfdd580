import { createTranslator } from '@civic/shared';
import { withCommonTexts, type Texts } from '@civic/shared/texts-part';
import { en } from './en';
import type { Every } from './all';

/**
 * The staff console's texts, in parts. The texts its pages share (navigation, access, roles, every content
 * page's parts) are this translator's: English bundled (the fallback), Kiswahili fetched from this release only
 * when it is the page's language. Each page's own texts are a part of their own (`./workshops`, `./projects`,
 * ...), made by `consolePart` and carried by that page's chunk, so a page does not carry the others' texts.
 *
 * A page's files read their part's `t` (its own texts and the shared ones); its root component calls the part's
 * `useTranslations()`. The shared content components read this `t`: it knows every part whose page has loaded,
 * so a content page's words (`workshopsSaveFailed`, ...) read the same from the components that show them.
 */
const common = createTranslator('console', {
  en,
  sw: () => import(/* webpackChunkName: "messages-sw" */ './sw').then((module) => module.sw),
});

/** A catalog's keys as its translator takes them (a plural family by its base too). */
type TextKey<C extends Readonly<Record<string, string>>> = Parameters<ReturnType<typeof createTranslator<C>>['t']>[0];
type Key = TextKey<typeof en>;
type Vars = Record<string, string | number>;

const parts: { own: Readonly<Record<string, string>>; t: (key: string, vars?: Vars) => string }[] = [];
const ownedBy = (own: Readonly<Record<string, string>>, key: string) => key in own || `${key}_other` in own;

/** Any console text: a loaded page part's own, else a shared one. */
export function t(key: TextKey<Every>, vars?: Vars): string {
  const part = parts.find(({ own }) => ownedBy(own, key));
  return part ? part.t(key, vars) : common.t(key as Key, vars);
}

/** The shared texts' loader, for the section's root component. */
export const useTranslations = common.useTranslations;

/** A page's part of the texts: its English and a loader of its Kiswahili, under a namespace of its own. */
export function consolePart<C extends Readonly<Record<string, string>>>(name: string, own: C, sw: () => Promise<Record<keyof C, string>>): Texts<TextKey<C> | Key> {
  const part = createTranslator(`console-${name}`, { en: own, sw });
  parts.push({ own, t: part.t as (key: string, vars?: Vars) => string });
  return withCommonTexts(part, own, common);
}
