import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { MailCounters, MailQueueDepth } from '../mail/mailer.js';

/** Seconds; from a cached read (a few ms) to a large upload on a slow line. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 120];

/** A gauge read from the database at scrape time gives up after this long, so a scrape never hangs on it. */
const SCRAPE_QUERY_MS = 2_000;

let processRegistry: Registry | null = null;

/**
 * Process metrics (CPU, memory, event loop, GC) describe the process, not an app, and prom-client's collectors
 * install process-wide observers each time they are started; so they are collected once per process, into a
 * registry of their own, and added to every app's answer.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** Where the gauges read their values when scraped. */
export interface MetricSources {
  webSockets(): number;
  /** PostgreSQL's connection pool; null on the embedded database, which has none. */
  pool(): { total: number; idle: number; waiting: number } | null;
  mailQueue(): Promise<MailQueueDepth>;
}

function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * One app's metrics, in a registry of its own (tests build several apps in one process, and two registries
 * must not share a counter). Labels are bounded: a route is its pattern (`/api/workshops/:id/`), never the
 * URL, so ids, tokens and search words never reach the metrics, and their number stays small.
 */
export class Metrics {
  readonly registry = new Registry();

  readonly requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to the end of its answer, by method, route pattern and status class.',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: DURATION_BUCKETS,
    registers: [this.registry],
  });

  readonly readCache = new Counter({
    name: 'read_cache_requests_total',
    help: 'Public reads answered from the read cache (hit) or worked out from the database (miss).',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });

  /**
   * What browsers report about the released units they run. Versions are only those on disk (the beacon refuses
   * others), so the label set stays as small as the deploy folder.
   */
  readonly releaseHealth = new Counter({
    name: 'release_health_events_total',
    help: 'Events browsers reported to this instance about released units: loaded, load-failed or render-error, by unit and version.',
    labelNames: ['unit', 'version', 'kind'] as const,
    registers: [this.registry],
  });

  private readonly mailSent = new Counter({ name: 'mail_sent_total', help: 'Mails this instance handed to the SMTP server.', registers: [this.registry] });
  private readonly mailRetried = new Counter({
    name: 'mail_retries_total',
    help: 'Failed sends this instance scheduled to try again.',
    registers: [this.registry],
  });
  private readonly mailGivenUp = new Counter({
    name: 'mail_given_up_total',
    help: 'Mails this instance marked failed after their last attempt.',
    registers: [this.registry],
  });

  constructor() {
    this.readCache.inc({ result: 'hit' }, 0);
    this.readCache.inc({ result: 'miss' }, 0);
  }

  /** What the mail queue reports. */
  readonly mail: MailCounters = {
    sent: () => this.mailSent.inc(),
    retried: () => this.mailRetried.inc(),
    givenUp: () => this.mailGivenUp.inc(),
  };

  /** Registers the gauges that are read when scraped (the app's parts exist only once it is built). */
  watch(sources: MetricSources, log: { warn(object: object, message: string): void }): void {
    new Gauge({
      name: 'websocket_connections',
      help: 'Notification WebSockets open on this instance.',
      registers: [this.registry],
      collect() {
        this.set(sources.webSockets());
      },
    });
    if (sources.pool()) {
      new Gauge({
        name: 'db_pool_connections',
        help: "PostgreSQL connections in this instance's pool: all of them, and those idle.",
        labelNames: ['state'] as const,
        registers: [this.registry],
        collect() {
          const pool = sources.pool();
          if (!pool) return;
          this.set({ state: 'total' }, pool.total);
          this.set({ state: 'idle' }, pool.idle);
        },
      });
      new Gauge({
        name: 'db_pool_waiting_requests',
        help: 'Queries waiting for a free PostgreSQL connection.',
        registers: [this.registry],
        collect() {
          this.set(sources.pool()?.waiting ?? 0);
        },
      });
    }
    new Gauge({
      name: 'mail_queue_depth',
      help: 'Mails in the queue (all instances): due now, waiting for a retry, and being sent.',
      labelNames: ['state'] as const,
      registers: [this.registry],
      async collect() {
        try {
          const depth = await within(SCRAPE_QUERY_MS, sources.mailQueue());
          this.set({ state: 'due' }, depth.due);
          this.set({ state: 'waiting' }, depth.waiting);
          this.set({ state: 'sending' }, depth.sending);
        } catch (error) {
          // No figure rather than an old one: the series goes missing, which an alert can see.
          this.reset();
          log.warn({ err: error instanceof Error ? error.message : String(error) }, 'mail queue depth could not be read for the metrics');
        }
      },
    });
  }

  /** The Prometheus text: this app's metrics and the process's. */
  async text(): Promise<{ contentType: string; body: string }> {
    const merged = Registry.merge([this.registry, processMetrics()]);
    return { contentType: merged.contentType, body: await merged.metrics() };
  }
}
