import { LATEST_MS, QUIET_MS, registerServiceWorker, whenSettled } from './register';

/** A stand-in for the browser's resource timing: `finish()` reports a file or answer arriving. */
class FakeObserver {
  static current: FakeObserver | undefined;
  static supportedEntryTypes = ['resource', 'paint'];
  disconnected = false;
  constructor(private readonly callback: () => void) {
    FakeObserver.current = this;
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  finish() {
    if (!this.disconnected) this.callback();
  }
}

const realObserver = globalThis.PerformanceObserver;
const realEnv = process.env.NODE_ENV;
const register = jest.fn(() => Promise.resolve());

beforeEach(() => {
  jest.useFakeTimers();
  FakeObserver.current = undefined;
  register.mockClear();
  Object.defineProperty(globalThis, 'PerformanceObserver', { value: FakeObserver, configurable: true, writable: true });
  Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
});

afterEach(() => {
  jest.useRealTimers();
  Object.defineProperty(globalThis, 'PerformanceObserver', { value: realObserver, configurable: true, writable: true });
  process.env.NODE_ENV = realEnv;
});

describe('whenSettled', () => {
  it('waits until no file or answer has arrived for the quiet time', () => {
    const then = jest.fn();
    whenSettled(then);
    jest.advanceTimersByTime(QUIET_MS - 500);
    FakeObserver.current!.finish();
    jest.advanceTimersByTime(QUIET_MS - 500);
    FakeObserver.current!.finish();
    jest.advanceTimersByTime(QUIET_MS - 1);
    expect(then).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(then).toHaveBeenCalledTimes(1);
    expect(FakeObserver.current!.disconnected).toBe(true);
  });

  it('goes ahead at the latest time on a page that keeps fetching', () => {
    const then = jest.fn();
    whenSettled(then);
    for (let waited = 0; waited < LATEST_MS - 1000; waited += 1000) {
      jest.advanceTimersByTime(1000);
      FakeObserver.current!.finish();
    }
    expect(then).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1000);
    expect(then).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(LATEST_MS);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('waits for the main thread to be idle where the browser can say so', () => {
    const idle: Array<() => void> = [];
    Object.defineProperty(window, 'requestIdleCallback', { value: (callback: () => void) => idle.push(callback), configurable: true });
    try {
      const then = jest.fn();
      whenSettled(then);
      jest.advanceTimersByTime(QUIET_MS);
      expect(then).not.toHaveBeenCalled();
      idle.forEach((callback) => callback());
      expect(then).toHaveBeenCalledTimes(1);
    } finally {
      delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
    }
  });

  it('waits the quiet time where the browser reports no resources', () => {
    Object.defineProperty(globalThis, 'PerformanceObserver', { value: undefined, configurable: true, writable: true });
    const then = jest.fn();
    whenSettled(then);
    jest.advanceTimersByTime(QUIET_MS - 1);
    expect(then).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(then).toHaveBeenCalledTimes(1);
  });
});

describe('registerServiceWorker', () => {
  it('installs /sw.js in a production build once the loaded page has settled, not before', () => {
    process.env.NODE_ENV = 'production';
    registerServiceWorker();
    FakeObserver.current!.finish();
    jest.advanceTimersByTime(QUIET_MS - 1);
    expect(register).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(register).toHaveBeenCalledWith('/sw.js');
  });

  it('installs nothing in a development build', () => {
    registerServiceWorker();
    jest.advanceTimersByTime(LATEST_MS);
    expect(register).not.toHaveBeenCalled();
  });
});
