import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Queryable } from '../db/index.js';
import { errorMessage } from '../observability/log.js';
import { REPO_DIR } from '../paths.js';
import type { DeployRegistry } from './deployRegistry.js';
import { countsSince, errorRate, type KindCounts } from './healthCounts.js';

/**
 * What the guard needs from the release tools (scripts/registry.mjs), the same code `npm run release` and
 * `npm run rollback` use, so an automatic end of a canary is written, locked and logged exactly as an
 * operator's would be.
 */
export interface ReleaseTools {
  useDeployDir(dir: string): void;
  readRegistry(): OperatorRegistry | Promise<OperatorRegistry>;
  endCanary(unit: string, options: { reason: string; auto: true; lockWaitMs: number }): EndedCanary | Promise<EndedCanary>;
}

/** deploy/registry.json: per unit (a remote's package name, or `shell`) its stack of releases and a running canary. */
export interface OperatorRegistry {
  remotes: Record<string, { stack: Array<{ version: string; releasedAt?: string }>; canary?: { version: string; percent: number; startedAt: string } }>;
}

export interface EndedCanary {
  ended: boolean;
  canary: string | null;
  live: string | null;
}

/** The release tools of this checkout, loaded when a canary first needs watching. */
export async function repositoryReleaseTools(): Promise<ReleaseTools> {
  const tools = (await import(pathToFileURL(path.join(REPO_DIR, 'scripts', 'registry.mjs')).href)) as Partial<ReleaseTools>;
  for (const name of ['useDeployDir', 'readRegistry', 'endCanary'] as const) {
    if (typeof tools[name] !== 'function') throw new Error(`scripts/registry.mjs does not export ${name}(); the canary guard cannot act`);
  }
  return tools as ReleaseTools;
}

/**
 * One release's figures for the verdict: `loaded`, and `errors` (failed loads and render errors). `loadFailed`
 * says how many of the errors were failed loads: they were attempts too, so they count in the sample.
 */
export interface ReleaseSample {
  loaded: number;
  errors: number;
  loadFailed?: number;
}

export interface CanaryVerdict {
  action: 'rollback' | 'keep';
  /** e.g. "canary error rate 40% (4 of 10) against 0% (0 of 30) live" */
  reason: string;
  canary: { errors: number; sample: number; rate: number };
  live: { errors: number; sample: number; rate: number };
}

/** A canary is ended when at least this many of its loads failed or its pages threw: fewer is noise. */
export const MIN_CANARY_ERRORS = 3;
/** …and at least this share of its sample failed… */
export const MIN_CANARY_RATE = 0.2;
/** …and more than twice the live rate plus this margin, so a page that fails for everyone does not end every canary. */
export const LIVE_MARGIN = 0.05;
/** Rates compared in floating point: a rate on a threshold counts as on it, not a rounding error past it. */
const EPSILON = 1e-9;

function rateOf(sample: ReleaseSample) {
  const loadFailed = Math.min(sample.loadFailed ?? 0, sample.errors);
  return errorRate({ loaded: sample.loaded, loadFailed, renderError: sample.errors - loadFailed });
}

const percent = (rate: number) => `${Math.round(rate * 100)}%`;

/**
 * Whether a canary should be rolled back, from what browsers reported since it started: its error rate
 * (errors over loads tried) against the live version's over the same time. Rolled back when the canary has
 * at least MIN_CANARY_ERRORS errors, a rate of at least MIN_CANARY_RATE, and a rate above twice the live
 * rate plus LIVE_MARGIN; kept otherwise.
 */
export function canaryVerdict(figures: { canary: ReleaseSample; live: ReleaseSample }): CanaryVerdict {
  const canary = rateOf(figures.canary);
  const live = rateOf(figures.live);
  const failing = canary.errors >= MIN_CANARY_ERRORS && canary.rate >= MIN_CANARY_RATE - EPSILON && canary.rate > 2 * live.rate + LIVE_MARGIN + EPSILON;
  return {
    action: failing ? 'rollback' : 'keep',
    reason: `canary error rate ${percent(canary.rate)} (${canary.errors} of ${canary.sample}) against ${percent(live.rate)} (${live.errors} of ${live.sample}) live`,
    canary,
    live,
  };
}

const NO_COUNTS: KindCounts = { loaded: 0, loadFailed: 0, renderError: 0 };

function sampleOf(counts: KindCounts | undefined): ReleaseSample {
  const { loaded, loadFailed, renderError } = counts ?? NO_COUNTS;
  return { loaded, errors: loadFailed + renderError, loadFailed };
}

export interface CanaryGuardOptions {
  db: Queryable;
  registry: DeployRegistry;
  deployDir: string;
  log: { info(object: object, message: string): void; warn(object: object, message: string): void; error(object: object, message: string): void };
  /** Milliseconds between checks; 0 leaves the guard off. */
  intervalMs: number;
  /** The release tools; scripts/registry.mjs unless a test gives a stand-in. */
  loadTools?: () => Promise<ReleaseTools>;
  /** True while the instance drains: it starts no new check. */
  draining?: () => boolean;
}

/** A rollback the guard asked for. */
export interface CanaryRollback {
  unit: string;
  canary: string;
  live: string | null;
  reason: string;
  /** False when another instance (or an operator) had already ended it. */
  endedHere: boolean;
}

/**
 * Watches running canaries and ends one whose browsers fail clearly more than the live version's do (see
 * canaryVerdict). Every instance runs it on the counts all of them share; endCanary is a no-op for a canary
 * already ended, so two instances deciding at once do no harm. This instance never asks twice for the same
 * canary (unit, version and start).
 */
export class CanaryGuard {
  private readonly handled = new Set<string>();
  private tools: Promise<ReleaseTools> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private stopped = true;

  constructor(private readonly options: CanaryGuardOptions) {}

  private releaseTools(): Promise<ReleaseTools> {
    // A failed load is tried again at the next check (the file may be mid-update).
    this.tools ??= (this.options.loadTools ?? repositoryReleaseTools)().catch((error: unknown) => {
      this.tools = null;
      throw error;
    });
    return this.tools;
  }

  /** One pass over the running canaries; answers the rollbacks it asked for. */
  async check(): Promise<CanaryRollback[]> {
    const { db, registry, deployDir, log } = this.options;
    if (this.options.draining?.() || !registry.hasCanary()) return [];
    const tools = await this.releaseTools();
    // The tools' deploy folder is module state: set it right before each call.
    tools.useDeployDir(deployDir);
    const operators = await tools.readRegistry();
    const rollbacks: CanaryRollback[] = [];
    for (const [unit, entry] of Object.entries(operators.remotes ?? {})) {
      const canary = entry.canary;
      if (!canary) continue;
      const key = JSON.stringify([unit, canary.version, canary.startedAt]);
      if (this.handled.has(key)) continue;
      const startedAt = new Date(canary.startedAt);
      if (Number.isNaN(startedAt.getTime())) {
        this.handled.add(key);
        log.error({ unit, canary: canary.version, startedAt: canary.startedAt }, 'canary has no valid start time in registry.json; the guard leaves it alone');
        continue;
      }
      const live = entry.stack.at(-1)?.version ?? null;
      if (live === canary.version) continue;
      const counts = (await countsSince(db, startedAt, unit))[unit] ?? {};
      const verdict = canaryVerdict({ canary: sampleOf(counts[canary.version]), live: sampleOf(live ? counts[live] : undefined) });
      if (verdict.action === 'keep') continue;
      tools.useDeployDir(deployDir);
      // Never wait for an operator's lock here: the event loop would stop. A busy registry is tried again next check.
      const result = await tools.endCanary(unit, { reason: verdict.reason, auto: true, lockWaitMs: 0 });
      this.handled.add(key);
      const rollback = { unit, canary: canary.version, live, reason: verdict.reason, endedHere: result.ended };
      rollbacks.push(rollback);
      log.warn({ canaryRollback: rollback }, result.ended ? `canary of ${unit} ended: ${verdict.reason}` : `canary of ${unit} was already ended (${verdict.reason})`);
    }
    return rollbacks;
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.check()
        .catch((error: unknown) => this.options.log.error({ err: errorMessage(error) }, 'canary check failed'))
        .finally(() => {
          this.running = null;
          this.schedule();
        });
    }, this.options.intervalMs);
    this.timer.unref();
  }

  /** Starts checking every intervalMs (nothing when it is 0). */
  start(): void {
    if (!this.stopped || this.options.intervalMs <= 0) return;
    this.stopped = false;
    this.schedule();
  }

  /** Stops checking, and waits for a check under way to finish, so the database is not closed under it. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }
}
