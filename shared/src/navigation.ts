import { navLabelIn, pageTitleIn, sitemapHeadingIn, type NavEntry, type NavGroupId, type RegistryFile } from './contracts/routes';
import { currentLanguage } from './i18n';
import { t } from './messages';

/**
 * The header's five groups. The shell owns the groups and their order; the entries in them come from the
 * remotes' routes files, read from the registry (see contracts/routes.ts).
 */
export interface NavGroup {
  id: NavGroupId;
  label: string;
}

export const NAV_GROUPS: readonly NavGroup[] = [
  { id: 'who-we-are', label: 'Who We Are' },
  { id: 'get-involved', label: 'Get Involved' },
  { id: 'governance', label: 'Governance' },
  { id: 'community', label: 'Community' },
  { id: 'media', label: 'Media' },
];

const GROUP_TEXT = {
  'who-we-are': 'navWhoWeAre',
  'get-involved': 'navGetInvolved',
  governance: 'navGovernance',
  community: 'navCommunity',
  media: 'navMedia',
} as const;

/** A header group's name in the page's language. */
export function navGroupLabel(id: NavGroupId): string {
  const key = GROUP_TEXT[id as keyof typeof GROUP_TEXT];
  return key ? t(key) : (NAV_GROUPS.find((group) => group.id === id)?.label ?? id);
}

export interface SitemapGroup {
  heading: string;
  links: NavEntry[];
}

/**
 * Every page a citizen can open from a link, grouped for the sitemap: Home first, then each header group in
 * the header's order, then the headings pages name themselves. A page without a title, with parameters, or
 * marked `sitemap: false` (pages behind e-mailed links) is left out.
 */
export function sitemapGroups(registry: RegistryFile | null | undefined, language: string = currentLanguage()): SitemapGroup[] {
  const home = t('navHome');
  const groups = new Map<string, Array<NavEntry & { order: number }>>([[home, [{ to: '/', label: home, order: 0 }]]]);
  for (const group of NAV_GROUPS) groups.set(navGroupLabel(group.id), []);
  for (const live of Object.values(registry?.remotes ?? {})) {
    for (const page of live.routes ?? []) {
      if (page.sitemap === false || !page.title || page.redirect !== undefined || page.path.includes(':') || page.path.endsWith('*')) continue;
      const heading = sitemapHeadingIn(page, language) ?? (page.nav ? navGroupLabel(page.nav.group) : t('navMore'));
      if (!groups.has(heading)) groups.set(heading, []);
      groups.get(heading)!.push({ to: page.path, label: navLabelIn(page, language) ?? pageTitleIn(page, language)!, order: page.nav?.order ?? Number.MAX_SAFE_INTEGER });
    }
  }
  // "More" (pages that name no heading) goes last.
  const more = groups.get(t('navMore'));
  groups.delete(t('navMore'));
  if (more) groups.set(t('navMore'), more);
  return [...groups.entries()]
    .filter(([, links]) => links.length > 0)
    .map(([heading, links]) => ({ heading, links: links.sort((a, b) => a.order - b.order || a.label.localeCompare(b.label)).map(({ to, label }) => ({ to, label })) }));
}
