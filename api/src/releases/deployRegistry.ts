import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { LiveRemote, RegistryFile, RoutePage } from '@civic/shared/contracts';

/**
 * The public registry `npm run release` writes (deploy/remotes.json): per unit the live version and, while a
 * canary runs, the canary version and the share of browsers that get it.
 */
export interface CanaryRelease {
  version: string;
  percent: number;
}
export interface PublishedRemote extends LiveRemote {
  canary?: CanaryRelease & { entry: string; routes: RoutePage[] };
}
export interface PublishedRegistry {
  updatedAt?: string;
  shell?: { version: string; canary?: CanaryRelease };
  remotes: Record<string, PublishedRemote>;
}

/** A browser's place in the canary split: a whole number 0–99, kept in a cookie so each browser stays on one side. */
export type Bucket = number;

/** Where the registry says what went wrong with its file (the app's logger). */
export interface RegistryLog {
  error(object: object, message: string): void;
}

const consoleLog: RegistryLog = { error: (object, message) => console.error(message, object) };

/** Versions on disk are listed again after this long, so a pruned or newly copied folder is seen without a release. */
const VERSIONS_TTL_MS = 30_000;

function isRegistry(value: unknown): value is PublishedRegistry {
  const remotes = (value as PublishedRegistry | null)?.remotes;
  return typeof remotes === 'object' && remotes !== null && !Array.isArray(remotes);
}

/**
 * The server's view of the registry, read from the deploy folder and read again whenever the file changes
 * (one stat per use), so a release or rollback reaches every API instance sharing the folder at once,
 * without a restart. A file that cannot be parsed (a hand edit gone wrong) leaves the last good copy in use.
 */
export class DeployRegistry {
  private readonly file: string;
  private stamp = '';
  private published: PublishedRegistry = { remotes: {} };
  private versionsOnDisk = new Map<string, { versions: Set<string>; listedAt: number }>();

  constructor(
    private readonly deployDir: string,
    private readonly log: RegistryLog = consoleLog,
  ) {
    this.file = path.join(deployDir, 'remotes.json');
  }

  /** The published registry as it is now. */
  current(): PublishedRegistry {
    let stamp = 'missing';
    try {
      const stats = statSync(this.file);
      stamp = `${stats.mtimeMs}:${stats.size}:${stats.ino}`;
    } catch {
      // No release yet: an empty registry.
    }
    if (stamp === this.stamp) return this.published;
    this.stamp = stamp;
    this.versionsOnDisk.clear();
    if (stamp === 'missing') {
      this.published = { remotes: {} };
      return this.published;
    }
    try {
      const parsed: unknown = JSON.parse(readFileSync(this.file, 'utf8'));
      if (isRegistry(parsed)) this.published = parsed;
      else this.log.error({ file: this.file }, 'the release registry is not a registry; the last good copy stays in use');
    } catch (error) {
      this.log.error({ file: this.file, err: (error as Error).message }, 'the release registry could not be read; the last good copy stays in use');
    }
    return this.published;
  }

  /** Whether any unit has a canary, so browsers need a bucket. */
  hasCanary(): boolean {
    const registry = this.current();
    return Boolean(registry.shell?.canary) || Object.values(registry.remotes).some((remote) => remote.canary);
  }

  /** What one browser is given: for each unit, the canary when its bucket falls in the canary's share, else the live version. */
  resolve(bucket: Bucket | null): RegistryFile {
    const registry = this.current();
    const inCanary = (canary: CanaryRelease | undefined) => canary !== undefined && bucket !== null && bucket < canary.percent;
    const remotes: RegistryFile['remotes'] = {};
    for (const [name, remote] of Object.entries(registry.remotes)) {
      const { canary, ...live } = remote;
      remotes[name] =
        canary && inCanary(canary)
          ? { packageName: live.packageName, version: canary.version, entry: canary.entry, routes: canary.routes, channel: 'canary' }
          : { ...live, routes: live.routes ?? [], channel: 'live' };
    }
    const shell = registry.shell
      ? inCanary(registry.shell.canary)
        ? { version: registry.shell.canary!.version, channel: 'canary' as const }
        : { version: registry.shell.version, channel: 'live' as const }
      : undefined;
    return { remotes, ...(shell ? { shell } : {}), ...(registry.updatedAt ? { updatedAt: registry.updatedAt } : {}) };
  }

  /** The folder of a released shell version, when it is on disk. */
  shellFolder(version: string): string | null {
    const folder = path.join(this.deployDir, 'shell', version);
    return /^[A-Za-z0-9][A-Za-z0-9.+-]*$/.test(version) && existsSync(path.join(folder, 'index.html')) ? folder : null;
  }

  /** The package names of the remotes the registry lists (the units besides `shell`). */
  remotePackages(): Set<string> {
    return new Set(Object.values(this.current().remotes).map((remote) => remote.packageName));
  }

  /** The versions of a unit (`shell` or a remote's package name) that are on disk: the only ones a browser can run. */
  knownVersions(unit: string): Set<string> {
    this.current();
    const now = Date.now();
    const listed = this.versionsOnDisk.get(unit);
    if (listed && now - listed.listedAt < VERSIONS_TTL_MS) return listed.versions;
    const folder = unit === 'shell' ? path.join(this.deployDir, 'shell') : path.join(this.deployDir, 'remotes', unit);
    const versions = new Set<string>();
    if (/^[a-z][a-z0-9-]*$/.test(unit) && existsSync(folder)) {
      for (const name of readdirSync(folder)) if (!/\.(staging|pruning)-\d+$/.test(name)) versions.add(name);
    }
    this.versionsOnDisk.set(unit, { versions, listedAt: now });
    return versions;
  }
}
