import { Button, FocusHeading, Notice } from '@civic/shared';
import { t } from '../messages/report-form';

/** 'Submission Failed', with the server's own words when it named a field or a file. */
export function ReportFailure({ detail, onRetry }: { detail: string | null; onRetry: () => void }) {
  return (
    <div>
      <FocusHeading>{t('reportFailureTitle')}</FocusHeading>
      <Notice tone="error">
        <p>{t('reportFailureBody')}</p>
        {detail ? <p>{detail}</p> : null}
      </Notice>
      <Button type="button" onClick={onRetry}>
        {t('tryAgain')}
      </Button>
    </div>
  );
}
