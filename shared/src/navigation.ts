import type { NavEntry, NavGroupId, RegistryFile } from './contracts/routes';

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

export function navGroupLabel(id: NavGroupId): string {
  return NAV_GROUPS.find((group) => group.id === id)?.label ?? id;
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
export function sitemapGroups(registry: RegistryFile | null | undefined): SitemapGroup[] {
  const groups = new Map<string, Array<NavEntry & { order: number }>>([['Home', [{ to: '/', label: 'Home', order: 0 }]]]);
  for (const group of NAV_GROUPS) groups.set(group.label, []);
  for (const live of Object.values(registry?.remotes ?? {})) {
    for (const page of live.routes ?? []) {
      if (page.sitemap === false || !page.title || page.redirect !== undefined || page.path.includes(':') || page.path.endsWith('*')) continue;
      const heading = typeof page.sitemap === 'string' ? page.sitemap : page.nav ? navGroupLabel(page.nav.group) : 'More';
      if (!groups.has(heading)) groups.set(heading, []);
      groups.get(heading)!.push({ to: page.path, label: page.nav?.label ?? page.title, order: page.nav?.order ?? Number.MAX_SAFE_INTEGER });
    }
  }
  // "More" (pages that name no heading) goes last.
  const more = groups.get('More');
  groups.delete('More');
  if (more) groups.set('More', more);
  return [...groups.entries()]
    .filter(([, links]) => links.length > 0)
    .map(([heading, links]) => ({ heading, links: links.sort((a, b) => a.order - b.order || a.label.localeCompare(b.label)).map(({ to, label }) => ({ to, label })) }));
}
