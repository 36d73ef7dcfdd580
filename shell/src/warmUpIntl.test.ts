import { warmUpIntl } from './warmUpIntl';

/** A stand-in for the browser's Worker (jsdom has none): it records what it is sent; each test answers for it. */
class FakeWorker {
  static made: FakeWorker[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  sent: unknown[] = [];
  terminated = false;
  constructor(readonly url: URL) {
    FakeWorker.made.push(this);
  }
  postMessage(message: unknown) {
    this.sent.push(message);
  }
  terminate() {
    this.terminated = true;
  }
}

describe('loading a language’s formats off the main thread', () => {
  const realWorker = (globalThis as { Worker?: unknown }).Worker;
  beforeEach(() => {
    FakeWorker.made = [];
    (globalThis as { Worker?: unknown }).Worker = FakeWorker;
  });
  afterEach(() => {
    (globalThis as { Worker?: unknown }).Worker = realWorker;
  });

  it('asks a worker to load the page language’s formats, and ends it once it has', async () => {
    let finished = false;
    const warming = warmUpIntl('sw-KE').then(() => (finished = true));
    const [worker] = FakeWorker.made;
    expect(worker!.url.pathname).toMatch(/intlWarmUp\.worker/);
    expect(worker!.sent).toEqual(['sw-KE']);
    await Promise.resolve();
    expect(finished).toBe(false);
    worker!.onmessage!(new MessageEvent('message', { data: 'sw-KE' }));
    await warming;
    expect(worker!.terminated).toBe(true);
  });

  it('ends the worker if it fails, and the page goes on', async () => {
    const warming = warmUpIntl('en-KE');
    FakeWorker.made[0]!.onerror!(new ErrorEvent('error'));
    await warming;
    expect(FakeWorker.made[0]!.terminated).toBe(true);
  });

  it('goes on at once where a worker cannot be started', async () => {
    (globalThis as { Worker?: unknown }).Worker = class {
      constructor() {
        throw new Error('SecurityError');
      }
    };
    await expect(warmUpIntl('en-KE')).resolves.toBeUndefined();
  });
});
