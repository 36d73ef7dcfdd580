import { EmptyState, ErrorState, Spinner, useLoad } from '@civic/shared';
import { fetchTestimonials } from '../../api';
import { t } from '../../messages';
import { TestimonialsCarousel } from './TestimonialsCarousel';

/** Loads on its own, so a slow or failed call leaves the rest of the story readable. */
export function Testimonials() {
  const { state, retry } = useLoad(fetchTestimonials);
  if (state.status === 'loading') return <Spinner label={t('testimonialsLoading')} />;
  if (state.status === 'failed') {
    return (
      <ErrorState title={t('loadFailedTitle')} onRetry={retry} retryLabel={t('tryAgain')}>
        <p>{t('testimonialsFailed')}</p>
      </ErrorState>
    );
  }
  if (state.data.length === 0) return <EmptyState title={t('testimonialsEmpty')} />;
  return <TestimonialsCarousel testimonials={state.data} />;
}
