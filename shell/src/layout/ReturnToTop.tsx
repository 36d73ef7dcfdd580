import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { t } from '../messages';

export const RETURN_TO_TOP_AFTER_PX = 200;

const Floating = styled.button`
  position: fixed;
  right: ${({ theme }) => theme.space(4)};
  bottom: ${({ theme }) => theme.space(20)};
  width: 48px;
  height: 48px;
  border-radius: 50%;
  border: 0;
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font-size: 1.4rem;
  box-shadow: ${({ theme }) => theme.shadow};
  cursor: pointer;
  z-index: 700;
`;

/** Appears once the page has scrolled more than 200 px. */
export function ReturnToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > RETURN_TO_TOP_AFTER_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  if (!visible) return null;
  return (
    <Floating
      type="button"
      aria-label={t('backToTop')}
      onClick={() => {
        const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
      }}
    >
      <span aria-hidden="true">↑</span>
    </Floating>
  );
}
