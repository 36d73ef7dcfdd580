import { Component, useCallback, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import { bus, SectionUnavailable, Spinner, type RemoteOwner, type RemoteRoutesModule } from '@civic/shared';
import { loadRemoteRoutes } from './registry';
import { isUnavailableStandIn } from './resiliencePlugin';

import { t } from '../messages';

type State = { status: 'loading' } | { status: 'ready'; module: RemoteRoutesModule } | { status: 'failed' };

/**
 * Mounts the routes of the remote that owns the current path. A remote that cannot be fetched is tried
 * once more (fresh) before the "temporarily unavailable" panel shows; Retry tries again. A remote that
 * throws while rendering is caught by the boundary below, inside the normal layout.
 */
export function RemoteSection({ owner }: { owner: RemoteOwner }) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    async function load() {
      setState({ status: 'loading' });
      let reason = 'unknown';
      for (const fresh of attempt === 0 ? [false, true] : [true]) {
        try {
          const module = await loadRemoteRoutes(owner, { fresh });
          if (!isUnavailableStandIn(module)) {
            if (!cancelled) setState({ status: 'ready', module });
            return;
          }
          reason = module.reason;
        } catch (error) {
          reason = error instanceof Error ? error.message : String(error);
        }
      }
      console.warn(`[shell] ${owner.remote} is unavailable: ${reason}`);
      bus.emit({ type: 'remote-failed', remote: owner.remote, reason });
      if (!cancelled) setState({ status: 'failed' });
    }
    void load();
    return () => {
      cancelled = true;
    };
  }, [owner, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  if (state.status === 'loading') {
    return <Spinner label={t('loadingSection')} />;
  }
  if (state.status === 'failed') return <SectionUnavailable onRetry={retry} />;
  const Routes = state.module.default;
  return (
    <RemoteErrorBoundary remote={owner.remote} onRetry={retry} key={attempt}>
      <Routes />
    </RemoteErrorBoundary>
  );
}

interface BoundaryProps {
  remote: string;
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
