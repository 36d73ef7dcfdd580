import { NAV_GROUPS, navEntries, navGroupLabel, useLanguage, useSiteRegistry, type NavEntry, type NavGroup } from '@civic/shared';

/**
 * The header's groups, each with the entries the live releases declare (read from the registry, so a
 * release that adds a page shows it at once). A group no release fills is left out, rather than opening empty.
 */
export function useNavGroups(): Array<NavGroup & { links: NavEntry[] }> {
  const registry = useSiteRegistry();
  const language = useLanguage();
  return NAV_GROUPS.map((group) => ({ ...group, label: navGroupLabel(group.id), links: navEntries(registry, group.id, language) })).filter((group) => group.links.length > 0);
}
