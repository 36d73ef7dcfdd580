import { useEffect, useRef, useState } from 'react';
import { bus, Modal, SectionUnavailable, Spinner, type ReportModalModule } from '@civic/shared';
import { loadRemoteModule } from './registry';
import { isUnavailableStandIn } from './resiliencePlugin';
import { t } from '../messages';

type State = { status: 'closed' } | { status: 'loading' } | { status: 'open'; Report: ReportModalModule['default'] } | { status: 'failed' };

/**
 * Opens the reporting section's 'Report Corruption in Kenya' modal when the header's action asks for it
 * (through the bus), on whatever page the citizen is. If the section cannot be loaded, the citizen is told
 * so in a dialog with Retry, and the page underneath stays as it was.
 */
export function ReportModalHost() {
  const [state, setState] = useState<State>({ status: 'closed' });
  // Which opening is still wanted: closing the loading dialog (Escape, ×, the backdrop) leaves it closed when the
  // section arrives later, as it may on a slow link, instead of the form opening by itself.
  const opening = useRef(0);

  async function open(fresh: boolean) {
    const request = ++opening.current;
    setState({ status: 'loading' });
    try {
      const module = await loadRemoteModule<ReportModalModule>('mfe_reporting', 'ReportCorruptionModal', { fresh });
      if (isUnavailableStandIn(module)) throw new Error(module.reason);
      if (opening.current === request) setState({ status: 'open', Report: module.default });
    } catch (error) {
      console.warn('[shell] the report form could not be loaded', error);
      bus.emit({ type: 'remote-failed', remote: 'mfe_reporting', reason: error instanceof Error ? error.message : String(error) });
      if (opening.current === request) setState({ status: 'failed' });
    }
  }

  useEffect(() => {
    const subscription = bus.on('open-report-modal').subscribe(() => void open(false));
    return () => subscription.unsubscribe();
  }, []);

  const close = () => {
    opening.current += 1;
    setState({ status: 'closed' });
  };
  if (state.status === 'closed') return null;
  if (state.status === 'open') return <state.Report onClose={close} />;
  return (
    <Modal title={t('reportModalTitle')} onClose={close}>
      {state.status === 'loading' ? <Spinner label={t('loadingSection')} /> : <SectionUnavailable onRetry={() => void open(true)} />}
    </Modal>
  );
}
