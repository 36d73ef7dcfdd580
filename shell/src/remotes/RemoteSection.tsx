import { Component, useCallback, useEffect, useMemo, useState, type ErrorInfo, type ReactNode } from 'react';
import { bus, FirstPaintPage, getSiteRegistry, SectionUnavailable, Spinner, type RemoteOwner, type RemoteRoutesModule } from '@civic/shared';
import { loadRemoteRoutes } from './registry';
import { isUnavailableStandIn } from './resiliencePlugin';
import { reportRelease, type Release, type ReleaseChannel } from './health';

import { t } from '../messages';

type State = { status: 'loading' } | { status: 'ready'; module: RemoteRoutesModule } | { status: 'failed' };

/**
 * Mounts the routes of the remote that owns the current path, giving them the pages its release declares. A
 * remote that cannot be fetched is tried once more (fresh) before the "temporarily unavailable" panel shows;
 * Retry tries again. A remote that throws while rendering is caught by the boundary below, inside the
 * normal layout. Each outcome is reported against the release (see health.ts). The shell keys this by
 * remote and version, so a tab given another version mounts it afresh.
 */
export function RemoteSection({ owner, channel = 'live' }: { owner: RemoteOwner; channel?: ReleaseChannel }) {
  const { remote, packageName, version } = owner;
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const release = useMemo<Release>(() => ({ unit: packageName, version, channel }), [packageName, version, channel]);

  useEffect(() => {
    let cancelled = false;
    async function load() {
      setState({ status: 'loading' });
      let reason = 'unknown';
      for (const fresh of attempt === 0 ? [false, true] : [true]) {
        try {
          const module = await loadRemoteRoutes(remote, { fresh });
          if (!isUnavailableStandIn(module)) {
            if (cancelled) return;
            // The runtime loads what the registry names now; a tab that was just given another version
            // remounts with it, and that load is the one to count.
            const named = getSiteRegistry()?.remotes[remote]?.version;
            if (named === undefined || named === release.version) reportRelease(release, 'loaded');
            setState({ status: 'ready', module });
            return;
          }
          reason = module.reason;
        } catch (error) {
          reason = error instanceof Error ? error.message : String(error);
        }
      }
      if (cancelled) return;
      console.warn(`[shell] ${remote} is unavailable: ${reason}`);
      bus.emit({ type: 'remote-failed', remote, reason });
      reportRelease(release, 'load-failed');
      setState({ status: 'failed' });
    }
    void load();
    return () => {
      cancelled = true;
    };
  }, [remote, release, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  if (state.status === 'loading') {
    // On the page the tab came in on, the page as the section's build rendered it, if the server sent it.
    return <FirstPaintPage fallback={<Spinner label={t('loadingSection')} />} />;
  }
  if (state.status === 'failed') return <SectionUnavailable onRetry={retry} />;
  const Routes = state.module.default;
  return (
    <RemoteErrorBoundary remote={remote} release={release} onRetry={retry} key={attempt}>
      <Routes routes={owner.routes} />
    </RemoteErrorBoundary>
  );
}

interface BoundaryProps {
  remote: string;
  release: Release;
  onRetry: () => void;
  children: ReactNode;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[shell] ${this.props.remote} crashed while rendering`, error, info.componentStack);
    bus.emit({ type: 'remote-failed', remote: this.props.remote, reason: error.message });
    reportRelease(this.props.release, 'render-error');
  }

  override render() {
    if (this.state.failed) {
      return (
        <SectionUnavailable
          onRetry={() => {
            this.setState({ failed: false });
            this.props.onRetry();
          }}
        />
      );
    }
    return this.props.children;
  }
}
