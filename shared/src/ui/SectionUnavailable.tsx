import { Container } from './Layout';
import { ErrorState } from './Feedback';
import { t } from '../messages';

export const SECTION_UNAVAILABLE_TITLE = 'This section is temporarily unavailable';

/** Shown in place of a section that could not be loaded or crashed; the rest of the site keeps working. */
export function SectionUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <Container>
      <ErrorState title={t('sectionUnavailableTitle')} onRetry={onRetry} retryLabel={t('retry')}>
        <p>{t('sectionUnavailableText')}</p>
      </ErrorState>
    </Container>
  );
}
