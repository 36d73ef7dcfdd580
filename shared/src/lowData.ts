import { useSyncExternalStore } from 'react';

/**
 * Low-data mode, for costly or slow mobile data: no video, pictures only when tapped, no fetching ahead of other
 * sections, shorter pages of results. It is on when the citizen turns it on, or, until they choose, when the
 * browser asks to save data (`Save-Data`, which the server reads too) or reports a 2G connection. The choice is
 * kept on this device in a cookie (`data_saver=on|off`), so the server sends the page already in that mode.
 */
export const DATA_SAVER_COOKIE = 'data_saver';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
  addEventListener?: (type: 'change', listener: () => void) => void;
}

function connection(): NetworkInformation | undefined {
  return typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { connection?: NetworkInformation }).connection;
}

/** What the browser says about the connection: save data asked for, or 2G. */
export function connectionAsksForLowData(): boolean {
  const info = connection();
  return Boolean(info?.saveData) || info?.effectiveType === '2g' || info?.effectiveType === 'slow-2g';
}

function chosen(): boolean | null {
  const match = typeof document === 'undefined' ? null : /(?:^|;\s*)data_saver=(on|off)(?:;|$)/.exec(document.cookie);
  return match ? match[1] === 'on' : null;
}

export interface LowDataState {
  on: boolean;
  /** On because the browser asked, not because the citizen chose it. */
  automatic: boolean;
}

function read(): LowDataState {
  const choice = chosen();
  if (choice !== null) return { on: choice, automatic: false };
  const asked = serverAsked || connectionAsksForLowData();
  return { on: asked, automatic: asked };
}

/** The server saw `Save-Data: on` and sent the page in low-data mode (its mark is `save-data`; this module's is `on`). */
let serverAsked = false;
let state: LowDataState = read();
const listeners = new Set<() => void>();

function publish(next: LowDataState) {
  state = next;
  if (typeof document !== 'undefined') {
    if (next.on) document.documentElement.setAttribute('data-low-data', 'on');
    else document.documentElement.removeAttribute('data-low-data');
  }
  for (const listener of listeners) listener();
}

/** Reads the mode again (at start, and when the connection changes) and marks `<html data-low-data>`. */
export function startLowData(): void {
  if (typeof document !== 'undefined' && document.documentElement.getAttribute('data-low-data') === 'save-data') serverAsked = true;
  publish(read());
  connection()?.addEventListener?.('change', () => {
    if (chosen() === null) publish(read());
  });
}

export function isLowData(): boolean {
  return state.on;
}

/** The citizen turns low-data mode on or off; this device keeps the choice for a year. */
export function setLowData(on: boolean): void {
  if (typeof document !== 'undefined') {
    const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${DATA_SAVER_COOKIE}=${on ? 'on' : 'off'}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure}`;
  }
  publish({ on, automatic: false });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const serverState: LowDataState = { on: false, automatic: false };

/** The mode now; re-renders the caller when it changes. */
export function useLowData(): LowDataState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => serverState,
  );
}
