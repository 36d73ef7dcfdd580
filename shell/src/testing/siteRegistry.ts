import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LiveRemote, NavGroupId, RegistryFile, RoutePage, RoutesFile } from '@civic/shared';

/**
 * A registry as `/remotes.json` gives it, for the shell's tests: the site's sections and pages, with the
 * header and footer entries they declare. Kept here rather than read from the remotes' routes files, so the
 * shell's tests say what they expect whatever a section releases next.
 */

type Extra = { nav?: [NavGroupId, string, number]; footer?: [string, number]; redirect?: string };

function page(path: string, extra: Extra = {}): RoutePage {
  const key = path.replace(/[:/*-]+(\w)?/g, (_match, letter: string | undefined) => (letter ?? '').toUpperCase()) || 'Index';
  return {
    path,
    ...(extra.redirect ? { redirect: extra.redirect } : { page: key }),
    ...(extra.nav ? { nav: { group: extra.nav[0], label: extra.nav[1], order: extra.nav[2] } } : {}),
    ...(extra.footer ? { footer: { label: extra.footer[0], order: extra.footer[1] } } : {}),
  };
}

export const SECTION_PAGES: Record<string, { packageName: string; routes: RoutePage[] }> = {
  mfe_auth: {
    packageName: 'mfe-auth',
    routes: ['/auth/signin', '/auth/signup', '/auth/forgot-password', '/auth/reset-password', '/auth/verify-email', '/dashboard'].map((path) => page(path)),
  },
  mfe_governance: {
    packageName: 'mfe-governance',
    routes: [
      page('/govspend', { nav: ['governance', 'Government Spending', 1] }),
      page('/mda', { nav: ['governance', 'Ministries & Agencies', 2] }),
      page('/counties', { nav: ['governance', 'Counties', 3] }),
      page('/counties/county/:code'),
      page('/reports', { nav: ['governance', 'Reports', 4] }),
      page('/projects'),
      page('/projects/completed-projects'),
      page('/projects/ongoing-projects', { footer: ['Ongoing Projects', 7] }),
      page('/projects/browser'),
      page('/search-results'),
    ],
  },
  mfe_community: {
    packageName: 'mfe-community',
    routes: [
      page('/community/forum-discussion', { nav: ['community', 'Forum Discussions', 1] }),
      page('/workshops', { nav: ['community', 'Workshops', 2] }),
      page('/community/expert-qa', { nav: ['community', 'Expert Q&A', 3] }),
      page('/townhall-meetings', { nav: ['community', 'Townhall Meetings', 4] }),
      page('/community/knowledge', { footer: ['Community Knowledge', 3] }),
      page('/workshops/confirm'),
      page('/resources/workshop/:id'),
    ],
  },
  mfe_reporting: {
    packageName: 'mfe-reporting',
    routes: [page('/whistleblower', { nav: ['get-involved', 'Whistleblowers', 1] }), page('/complaints'), page('/report/follow-up'), page('/desk'), page('/desk/*')],
  },
  mfe_org: {
    packageName: 'mfe-org',
    routes: [
      page('/who-we-are', { nav: ['who-we-are', 'Who We Are', 1], footer: ['Who We Are', 1] }),
      page('/why', { nav: ['who-we-are', 'Why We Exist', 2] }),
      page('/how', { nav: ['who-we-are', 'How We Work', 3] }),
      page('/what', { nav: ['who-we-are', 'What We Do', 4] }),
      page('/vision-mission', { nav: ['who-we-are', 'Vision & Mission', 5] }),
      page('/core-values', { nav: ['who-we-are', 'Core Values', 6] }),
      page('/our-team', { nav: ['who-we-are', 'Leadership', 7] }),
      page('/contact-us', { nav: ['who-we-are', 'Contact Us', 8] }),
      page('/about'),
      page('/volunteer', { nav: ['get-involved', 'Volunteer', 2] }),
      page('/journalism', { nav: ['get-involved', 'Journalists', 3] }),
      page('/experts', { nav: ['get-involved', 'Experts', 4] }),
      page('/patnerships', { nav: ['get-involved', 'Partnerships', 5] }),
      page('/partnerships', { redirect: '/patnerships' }),
      page('/international-organizations', { nav: ['get-involved', 'International Organisations', 6] }),
      page('/government-agencies', { nav: ['get-involved', 'Government Agencies', 7] }),
      page('/rights', { nav: ['get-involved', 'Know Your Rights', 8] }),
      page('/donations', { nav: ['get-involved', 'Donate', 9] }),
      page('/news', { nav: ['media', 'News', 1] }),
      page('/blogs', { nav: ['media', 'Blogs', 2] }),
      page('/resources/publications', { nav: ['media', 'Publications', 3] }),
      page('/exhibition', { nav: ['media', 'Exhibition', 4] }),
      page('/resources/knowledge', { footer: ['Knowledge Hub', 2] }),
      page('/data-access'),
      page('/faq'),
      page('/privacy-policy', { footer: ['Privacy Policy', 4] }),
      page('/terms-of-service', { footer: ['Terms of Service', 5] }),
      page('/sitemap', { footer: ['Sitemap', 6] }),
      page('/newsletter/confirm'),
      page('/newsletter/unsubscribe'),
    ],
  },
};

/**
 * The registry with every section at `version` (or the version `versions` names for it); `extra` adds pages
 * to a section, as a release that adds a page would.
 */
export function siteRegistry(
  options: { version?: string; versions?: Record<string, string>; channel?: LiveRemote['channel']; extra?: Record<string, RoutePage[]>; shell?: RegistryFile['shell'] } = {},
): RegistryFile {
  const remotes: Record<string, LiveRemote> = {};
  for (const [remote, { packageName, routes }] of Object.entries(SECTION_PAGES)) {
    const version = options.versions?.[remote] ?? options.version ?? '1.0.0';
    remotes[remote] = {
      packageName,
      version,
      entry: `/remotes/${packageName}/${version}/mf-manifest.json`,
      routes: [...routes, ...(options.extra?.[remote] ?? [])],
      channel: options.channel ?? 'live',
    };
  }
  return { remotes, ...(options.shell ? { shell: options.shell } : {}) };
}

/** The registry the sections' own routes files (routes.json beside each package.json) make, each at version 1.0.0. */
export function registryFromRoutesFiles(): RegistryFile {
  const root = path.resolve(__dirname, '../../..');
  const remotes: Record<string, LiveRemote> = {};
  for (const [remote, { packageName }] of Object.entries(SECTION_PAGES)) {
    const file = JSON.parse(readFileSync(path.join(root, packageName, 'routes.json'), 'utf8')) as RoutesFile;
    remotes[remote] = { packageName, version: '1.0.0', entry: `/remotes/${packageName}/1.0.0/mf-manifest.json`, routes: file.pages, channel: 'live' };
  }
  return { remotes };
}
