type Health = typeof import('./health');

const canary = { unit: 'mfe-org', version: '1.5.0-rc.1', channel: 'canary' as const };

/** jsdom's Blob cannot be read back; this one keeps its text. */
class ReadableBlob extends Blob {
  readonly content: string;
  constructor(parts: BlobPart[] = [], options?: BlobPropertyBag) {
    super(parts, options);
    this.content = parts.map(String).join('');
  }
}

/** The bodies sent, parsed, in order. */
function bodies(beacon: jest.Mock): unknown[] {
  return beacon.mock.calls.map(([url, blob]: [string, ReadableBlob]) => {
    expect(url).toBe('/api/release-health/');
    expect(blob.type).toBe('application/json');
    return JSON.parse(blob.content);
  });
}

const JsdomBlob = global.Blob;

describe('release health beacons', () => {
  let health: Health;
  let beacon: jest.Mock;
  let stops: Array<() => void>;

  beforeEach(() => {
    // A new tab each time: the module keeps what it has sent.
    jest.resetModules();
    jest.useFakeTimers();
    health = jest.requireActual<Health>('./health');
    beacon = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true, writable: true });
    window.history.replaceState(null, '', '/');
    global.Blob = ReadableBlob;
    stops = [];
  });

  afterEach(() => {
    health.flushReleaseHealth();
    for (const stop of stops) stop();
    jest.useRealTimers();
    Reflect.deleteProperty(navigator, 'sendBeacon');
    global.Blob = JsdomBlob;
  });

  it('sends one JSON batch about two seconds after the first event: unit, version, channel, kind and the path without query or hash', () => {
    window.history.pushState(null, '', '/counties/county/047?q=my+address&token=abc#budget');
    health.reportRelease(canary, 'loaded');
    health.reportRelease({ unit: 'mfe-governance', version: '3.1.0', channel: 'live' }, 'loaded');
    jest.advanceTimersByTime(health.HEALTH_BATCH_DELAY_MS - 1);
    expect(beacon).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(bodies(beacon)).toEqual([
      {
        events: [
          { unit: 'mfe-org', version: '1.5.0-rc.1', channel: 'canary', kind: 'loaded', path: '/counties/county/047' },
          { unit: 'mfe-governance', version: '3.1.0', channel: 'live', kind: 'loaded', path: '/counties/county/047' },
        ],
      },
    ]);
  });

  it('sends an error at once, with the loads queued before it, so leaving the page straight after loses none', () => {
    health.reportRelease(canary, 'loaded');
    health.reportRelease({ unit: 'mfe-governance', version: '3.1.0', channel: 'live' }, 'load-failed');
    expect(bodies(beacon)).toEqual([
      {
        events: [
          { unit: 'mfe-org', version: '1.5.0-rc.1', channel: 'canary', kind: 'loaded', path: '/' },
          { unit: 'mfe-governance', version: '3.1.0', channel: 'live', kind: 'load-failed', path: '/' },
        ],
      },
    ]);
    health.reportRelease(canary, 'render-error');
    expect(beacon).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(health.HEALTH_BATCH_DELAY_MS);
    expect(beacon).toHaveBeenCalledTimes(2);
  });

  it('reports a version loaded once per tab, and a new version again', () => {
    health.reportRelease(canary, 'loaded');
    health.reportRelease(canary, 'loaded');
    health.reportRelease({ ...canary, version: '1.5.0' }, 'loaded');
    health.reportRelease(canary, 'render-error');
    health.reportRelease(canary, 'render-error');
    health.flushReleaseHealth();
    const events = (bodies(beacon) as Array<{ events: Array<{ version: string; kind: string }> }>).flatMap((body) => body.events);
    expect(events.map(({ version, kind }) => `${kind} ${version}`)).toEqual(['loaded 1.5.0-rc.1', 'loaded 1.5.0', 'render-error 1.5.0-rc.1', 'render-error 1.5.0-rc.1']);
  });

  it('sends at most 20 events a request and 50 a tab', () => {
    for (let i = 0; i < 70; i += 1) health.reportRelease({ ...canary, version: `1.5.${i}` }, 'loaded');
    health.flushReleaseHealth();
    expect(bodies(beacon).map((body) => (body as { events: unknown[] }).events.length)).toEqual([20, 20, 10]);
    beacon.mockClear();
    health.reportRelease(canary, 'render-error');
    beacon.mockClear();
    health.reportRelease({ ...canary, version: '9.9.9' }, 'loaded');
    jest.advanceTimersByTime(health.HEALTH_BATCH_DELAY_MS);
    health.flushReleaseHealth();
    expect(beacon).not.toHaveBeenCalled();
  });

  it('sends at once when the page is hidden or left', () => {
    health.reportRelease(canary, 'loaded');
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Reflect.deleteProperty(document, 'visibilityState');
    expect(beacon).toHaveBeenCalledTimes(1);
    health.reportRelease({ ...canary, version: '1.5.1' }, 'loaded');
    expect(beacon).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(health.HEALTH_BATCH_DELAY_MS);
    expect(beacon).toHaveBeenCalledTimes(2);
  });

  it('falls back to fetch with keepalive and no credentials, and never throws when sending fails', async () => {
    beacon.mockReturnValue(false);
    const fetchMock = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    global.fetch = fetchMock as unknown as typeof fetch;
    health.reportRelease(canary, 'load-failed');
    expect(() => health.flushReleaseHealth()).not.toThrow();
    expect(fetchMock).toHaveBeenCalledWith('/api/release-health/', expect.objectContaining({ method: 'POST', keepalive: true, credentials: 'omit' }));
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({ events: [{ ...canary, kind: 'load-failed', path: '/' }] });

    beacon.mockImplementation(() => {
      throw new TypeError('Illegal invocation');
    });
    global.fetch = jest.fn(() => {
      throw new TypeError('fetch is not a function');
    }) as unknown as typeof fetch;
    health.reportRelease(canary, 'render-error');
    expect(() => health.flushReleaseHealth()).not.toThrow();
    await Promise.resolve();
  });

  it("reports the shell release the tab started with as loaded once, and errors thrown by the shell's own scripts against it", () => {
    stops.push(health.watchShellErrors());
    const error = (filename: string) => window.dispatchEvent(new ErrorEvent('error', { message: 'boom', filename }));
    error(`${window.location.origin}/shell/2.1.0/main.abc.js`); // the release is not known yet: nothing to count it against
    health.noteShellRelease({ version: '2.1.0', channel: 'canary' });
    health.noteShellRelease({ version: '2.2.0', channel: 'live' }); // a later registry read: this tab still runs 2.1.0
    error(`${window.location.origin}/shell/2.1.0/main.abc.js`);
    error(`${window.location.origin}/remotes/mfe-org/1.0.0/routes.js`);
    error('https://cdn.example.net/shell/widget.js');
    health.flushReleaseHealth();
    expect(bodies(beacon)).toEqual([
      {
        events: [
          { unit: 'shell', version: '2.1.0', channel: 'canary', kind: 'loaded', path: '/' },
          { unit: 'shell', version: '2.1.0', channel: 'canary', kind: 'render-error', path: '/' },
        ],
      },
    ]);
  });
});
