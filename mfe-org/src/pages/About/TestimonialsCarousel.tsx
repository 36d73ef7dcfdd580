import { InitialsAvatar } from '@civic/shared';
import { useState } from 'react';
import styled from 'styled-components';
import type { Testimonial } from '@civic/shared';
import { t } from '../../messages';
import { StarRating } from './StarRating';

const Carousel = styled.section`
  max-width: 44rem;
`;

const Slide = styled.figure`
  margin: 0;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(6)};
  min-height: 16rem;
  blockquote {
    margin: ${({ theme }) => theme.space(3)} 0;
    font-size: 1.15rem;
  }
  blockquote p {
    margin: 0;
  }
  figcaption {
    display: flex;
    gap: ${({ theme }) => theme.space(3)};
    align-items: center;
  }
  figcaption p {
    margin: 0;
  }
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

const StepButton = styled.button`
  min-height: 44px;
  min-width: 44px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius};
  background: #fff;
  color: ${({ theme }) => theme.colors.primaryDark};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryTint};
  }
`;

const Dots = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
`;

const Dot = styled.button`
  width: 44px;
  height: 44px;
  border: 0;
  background: none;
  cursor: pointer;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  span {
    width: 0.85rem;
    height: 0.85rem;
    border-radius: 50%;
    border: 2px solid ${({ theme }) => theme.colors.primary};
    background: transparent;
  }
  /* The active dot is filled and larger, so the state is not told by colour alone. */
  &[aria-current='true'] span {
    background: ${({ theme }) => theme.colors.primary};
    width: 1.1rem;
    height: 1.1rem;
  }
`;

/**
 * Changes only when the visitor asks (no auto-rotation), so there is nothing to pause and nothing moves
 * while someone is reading.
 */
export function TestimonialsCarousel({ testimonials }: { testimonials: Testimonial[] }) {
  const [index, setIndex] = useState(0);
  const total = testimonials.length;
  const current = testimonials[index];
  if (!current) return null;
  const go = (next: number) => setIndex((next + total) % total);

  return (
    <Carousel aria-roledescription="carousel" aria-label={t('testimonialsLabel')}>
      <div aria-live="polite">
        <Slide role="group" aria-roledescription="slide" aria-label={t('testimonialPosition', { number: index + 1, total })}>
          <StarRating rating={current.rating} />
          <blockquote>
            <p>{current.quote}</p>
          </blockquote>
          <figcaption>
            <InitialsAvatar name={current.author} />
            <div>
              <p>
                <strong>{current.author}</strong>
              </p>
              <p>{[current.position, current.company].filter(Boolean).join(', ')}</p>
            </div>
          </figcaption>
        </Slide>
      </div>
      {total > 1 ? (
        <Controls>
          <StepButton type="button" aria-label={t('testimonialPrevious')} onClick={() => go(index - 1)}>
            <span aria-hidden="true">← </span>
            {t('previous')}
          </StepButton>
          <Dots role="group" aria-label={t('testimonialPick')}>
            {testimonials.map((testimonial, position) => (
              <Dot
                key={testimonial.id}
                type="button"
                aria-label={t('testimonialDot', { number: position + 1, total })}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => setIndex(position)}
              >
                <span />
              </Dot>
            ))}
          </Dots>
          <StepButton type="button" aria-label={t('testimonialNext')} onClick={() => go(index + 1)}>
            {t('next')}
            <span aria-hidden="true"> →</span>
          </StepButton>
        </Controls>
      ) : null}
    </Carousel>
  );
}
