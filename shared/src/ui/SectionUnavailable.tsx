import { Container } from './Layout';
import { ErrorState } from './Feedback';

export const SECTION_UNAVAILABLE_TITLE = 'This section is temporarily unavailable';

/** Shown in place of a section that could not be loaded or crashed; the rest of the site keeps working. */
export function SectionUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <Container>
      <ErrorState title={SECTION_UNAVAILABLE_TITLE} onRetry={onRetry} retryLabel="Retry">
        <p>We could not load this part of the site. Your connection may have dropped, or we may be updating it. The rest of the site still works; try again in a moment.</p>
      </ErrorState>
    </Container>
  );
}
