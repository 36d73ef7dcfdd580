import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { t } from '../messages';
import styled from 'styled-components';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  background: rgba(10, 20, 15, 0.6);
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space(4)};
  z-index: 1000;
`;

const Panel = styled.div<{ $wide: boolean }>`
  background: #fff;
  border-radius: ${({ theme }) => theme.radius};
  width: 100%;
  max-width: ${({ $wide }) => ($wide ? '48rem' : '32rem')};
  max-height: calc(100vh - 2rem);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(6)};
  box-shadow: ${({ theme }) => theme.shadow};
  position: relative;
`;

/**
 * The title and the close button share a row: a long title wraps beside the button and never runs under it
 * (a 375 px screen). The button comes first for the keyboard and is shown last, in the corner.
 */
const Header = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  margin: -${({ theme }) => theme.space(4)} -${({ theme }) => theme.space(4)} 0 0;
  h2 {
    flex: 1 1 auto;
    min-width: 0;
    overflow-wrap: break-word;
    margin-top: ${({ theme }) => theme.space(4)};
  }
`;

const CloseButton = styled.button`
  order: 2;
  flex: none;
  width: 44px;
  height: 44px;
  border: 0;
  background: transparent;
  font-size: 1.5rem;
  cursor: pointer;
  border-radius: 50%;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  closeLabel?: string;
  wide?: boolean;
}

/** A dialog that traps focus, closes on Escape and on the backdrop, and gives focus back where it came from. */
export function Modal({ title, onClose, children, closeLabel = t('close'), wide = false }: ModalProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  // The latest onClose, without re-running the effect (which would move focus) when the parent re-renders.
  const close = useEffectEvent(() => onClose());

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const first = panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel.current)?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.stopPropagation();
        close();
        return;
      }
      if (event.key !== 'Tab' || !panel.current) return;
      const focusable = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (focusable.length === 0) return;
      const firstEl = focusable[0]!;
      const lastEl = focusable[focusable.length - 1]!;
      if (event.shiftKey && document.activeElement === firstEl) {
        event.preventDefault();
        lastEl.focus();
      } else if (!event.shiftKey && document.activeElement === lastEl) {
        event.preventDefault();
        firstEl.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previousOverflow;
      opener?.focus?.();
    };
  }, []);

  return createPortal(
    <Backdrop
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Panel ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} $wide={wide}>
        <Header>
          <CloseButton type="button" aria-label={closeLabel} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </CloseButton>
          <h2 id={titleId}>{title}</h2>
        </Header>
        {children}
      </Panel>
    </Backdrop>,
    document.body,
  );
}
