import { ErrorState, Modal, Spinner, useSearchParams } from '@civic/shared';
import type { Project } from '../contracts';
import { t } from '../messages';
import { ProjectDetail } from './ProjectDetail';
import { useApiGet } from './useApiGet';

/**
 * The project detail dialog, opened by `?project=<id>` in the address: a card's link sets it, so the open
 * project can be shared, bookmarked and reopened with Back. Closing removes it and keeps the other filters.
 */
export function ProjectFromUrl() {
  const [params, setParams] = useSearchParams();
  const id = params.get('project');
  const { state, retry } = useApiGet<{ project: Project }>(id ? `/api/projects/${encodeURIComponent(id)}/` : null);
  if (!id) return null;

  const close = () => {
    const next = new URLSearchParams(params);
    next.delete('project');
    setParams(next);
  };
  const shareUrl = `${window.location.origin}${window.location.pathname}?${params.toString()}`;

  if (state.status === 'loaded') {
    return (
      <Modal title={state.data.project.title} onClose={close} closeLabel={t('closeProject')} wide>
        <ProjectDetail project={state.data.project} shareUrl={shareUrl} />
      </Modal>
    );
  }
  if (state.status === 'failed') {
    const missing = state.error.status === 404;
    return (
      <Modal title={missing ? t('projectNotFoundTitle') : t('loadFailedTitle')} onClose={close} closeLabel={t('closeProject')}>
        {missing ? (
          <p>{t('projectNotFoundText')}</p>
        ) : (
          <ErrorState title={t('loadFailedTitle')} onRetry={retry} retryLabel={t('tryAgain')}>
            <p>{t('projectFailedText')}</p>
          </ErrorState>
        )}
      </Modal>
    );
  }
  return (
    <Modal title={t('projectLoading')} onClose={close} closeLabel={t('closeProject')}>
      <Spinner label={t('projectLoading')} />
    </Modal>
  );
}
