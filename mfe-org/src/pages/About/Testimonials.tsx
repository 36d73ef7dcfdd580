import { EmptyState, LoadState, useLoad } from '@civic/shared';
import { fetchTestimonials } from '../../api';
import { t } from '../../messages';
import { TestimonialsCarousel } from './TestimonialsCarousel';

/** Loads on its own, so a slow or failed call leaves the rest of the story readable. */
export function Testimonials() {
  const { state, retry } = useLoad(fetchTestimonials);
  return (
    <LoadState
      state={state}
      onRetry={retry}
      loadingLabel={t('testimonialsLoading')}
      failedTitle={t('loadFailedTitle')}
      failedText={t('testimonialsFailed')}
      retryLabel={t('tryAgain')}
    >
      {(testimonials) => (testimonials.length === 0 ? <EmptyState title={t('testimonialsEmpty')} /> : <TestimonialsCarousel testimonials={testimonials} />)}
    </LoadState>
  );
}
