import type { ComponentType } from 'react';
import type { RegistryFile, RoutePage, RoutesFile } from '../contracts/routes';
import { routesFileProblems } from '../contracts/routesFile';

/**
 * Where a section's routes.json and its `pages` disagree: a page key with no component (the page would fail
 * once released) and a component no route names (dead code in every release). Empty when they agree.
 */
export function pageKeyProblems(routes: readonly RoutePage[], pages: Readonly<Record<string, ComponentType>>): string[] {
  const problems: string[] = [];
  const used = new Set<string>();
  routes.forEach((route, index) => {
    if (route.page === undefined) return;
    used.add(route.page);
    if (!Object.hasOwn(pages, route.page)) problems.push(`pages[${index}].page: "${route.page}" (${route.path}) has no component in pages`);
  });
  for (const key of Object.keys(pages)) if (!used.has(key)) problems.push(`pages.${key}: no route names it`);
  return problems;
}

/** A registry as `/remotes.json` would give it, with these routes files live (keyed by federation name, e.g. mfe_org). */
export function registryOf(files: Record<string, RoutesFile>): RegistryFile {
  const remotes: RegistryFile['remotes'] = {};
  for (const [remote, file] of Object.entries(files)) {
    const packageName = remote.replace(/_/g, '-');
    remotes[remote] = { packageName, version: '1.0.0', entry: `/remotes/${packageName}/1.0.0/mf-manifest.json`, routes: file.pages };
  }
  return { remotes };
}

/**
 * Everything a release would refuse in a remote's routes.json, and everything in it that disagrees with the
 * remote's `pages`: what each remote's own test expects to be empty.
 */
export function routesFileFaults(routesFile: RoutesFile, pages: Readonly<Record<string, ComponentType>>): string[] {
  return [...routesFileProblems(routesFile), ...pageKeyProblems(routesFile.pages, pages)];
}
