/**
 * Route ownership: which remote owns which paths. The shell mounts remotes from it and the
 * server uses it to answer unknown paths with a real 404 status. Adding a remote is one entry here and
 * one release in the registry.
 */
export interface RemoteOwner {
  /** Federation name (a JS identifier). */
  remote: string;
  /** Folder and package name, as the registry lists it. */
  packageName: string;
  title: string;
  /** Path patterns: `:param` matches one segment, a trailing `/*` matches the rest. */
  paths: string[];
}

export const SHELL_PATHS = ['/'];

export const ROUTE_OWNERS: RemoteOwner[] = [
  {
    remote: 'mfe_auth',
    packageName: 'mfe-auth',
    title: 'Accounts',
    paths: ['/auth/signin', '/auth/signup', '/auth/forgot-password', '/auth/reset-password', '/auth/verify-email', '/dashboard'],
  },
  {
    remote: 'mfe_governance',
    packageName: 'mfe-governance',
    title: 'Governance',
    paths: [
      '/counties',
      '/counties/county/:code',
      '/projects',
      '/projects/completed-projects',
      '/projects/ongoing-projects',
      '/projects/browser',
      '/govspend',
      '/mda',
      '/reports',
      '/search-results',
    ],
  },
  {
    remote: 'mfe_community',
    packageName: 'mfe-community',
    title: 'Community',
    paths: ['/community/forum-discussion', '/community/expert-qa', '/community/knowledge', '/workshops', '/workshops/confirm', '/resources/workshop/:id', '/townhall-meetings'],
  },
  {
    remote: 'mfe_reporting',
    packageName: 'mfe-reporting',
    title: 'Reporting',
    paths: ['/complaints', '/whistleblower', '/report/follow-up', '/desk', '/desk/*'],
  },
  {
    remote: 'mfe_org',
    packageName: 'mfe-org',
    title: 'Organisation',
    paths: [
      '/who-we-are',
      '/about',
      '/why',
      '/how',
      '/what',
      '/vision-mission',
      '/core-values',
      '/our-team',
      '/contact-us',
      '/data-access',
      '/faq',
      '/volunteer',
      '/journalism',
      '/experts',
      '/patnerships',
      '/partnerships',
      '/international-organizations',
      '/government-agencies',
      '/rights',
      '/donations',
      '/news',
      '/blogs',
      '/exhibition',
      '/resources/publications',
      '/resources/knowledge',
      '/privacy-policy',
      '/terms-of-service',
      '/sitemap',
      '/newsletter/confirm',
      '/newsletter/unsubscribe',
    ],
  },
];

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The values of `pattern`'s `:name` segments in `pathname` (a trailing slash on the path is ignored), or null
 * when the path does not match. A `*` segment matches the rest of the path.
 */
export function matchRoute(pattern: string, pathname: string): Record<string, string> | null {
  const clean = (value: string) => value.replace(/\/+$/, '') || '/';
  const want = clean(pattern).split('/');
  const have = clean(pathname).split('/');
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    const segment = want[i]!;
    if (segment === '*') return params;
    if (i >= have.length) return null;
    if (segment.startsWith(':')) {
      if (!have[i]) return null;
      params[segment.slice(1)] = decodeSegment(have[i]!);
      continue;
    }
    if (segment !== have[i]) return null;
  }
  return want.length === have.length ? params : null;
}

/** Whether `pathname` matches `pattern` (a trailing slash on the path is ignored). */
export function matchesRoute(pattern: string, pathname: string): boolean {
  return matchRoute(pattern, pathname) !== null;
}

export function ownerOf(pathname: string): RemoteOwner | null {
  return ROUTE_OWNERS.find((owner) => owner.paths.some((pattern) => matchesRoute(pattern, pathname))) ?? null;
}

export function isKnownPage(pathname: string): boolean {
  return SHELL_PATHS.some((pattern) => matchesRoute(pattern, pathname)) || ownerOf(pathname) !== null;
}
