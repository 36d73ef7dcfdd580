import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** A remote's manifest or script that has not arrived by then is treated as failed (the runtime's default is 20 s). */
export const REMOTE_TIMEOUT_MS = 8000;

/** What `loadRemote` resolves with when a remote could not be loaded (see RemoteSection). */
export interface UnavailableStandIn {
  __esModule: true;
  __unavailable: true;
  remote: string;
  reason: string;
  default: () => null;
}

export function isUnavailableStandIn(module: unknown): module is UnavailableStandIn {
  return typeof module === 'object' && module !== null && (module as { __unavailable?: unknown }).__unavailable === true;
}

/**
 * Failure isolation, layer two (layer one is the retry in RemoteSection, layer three its error boundary):
 * short timeouts on manifest and script, and a stand-in module when a remote cannot be loaded, so
 * `loadRemote` resolves and the shell shows its "temporarily unavailable" panel instead of an error
 * escaping into the page. Runtime plugins run before shared modules are negotiated, so this file
 * imports nothing that is shared (React, @civic/shared).
 */
export default function resiliencePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'civic-resilience',
    fetch(url, init) {
      return fetch(url, { ...init, signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS) });
    },
    createScript({ url }) {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      return { script, timeout: REMOTE_TIMEOUT_MS };
    },
    async errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      const standIn: UnavailableStandIn = {
        __esModule: true,
        __unavailable: true,
        remote: id.split('/')[0] ?? id,
        reason: error instanceof Error ? error.message : String(error),
        default: () => null,
      };
      return standIn;
    },
  };
}
