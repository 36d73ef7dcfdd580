import { useEffect, useRef } from 'react';
import { ToastContainer, toast } from 'react-toastify';
import { createGlobalStyle } from 'styled-components';
import { cspNonce, type BusEvent } from '@civic/shared';

type ToastEvent = Extract<BusEvent, { type: 'toast' }>;

/** How long a toast stays: long enough to read a sentence slowly; it also waits while hovered or focused. */
export const TOAST_MS = 7000;

/**
 * The site's own look for toasts: its font and colours, a coloured edge for the kind (with the library's icon,
 * so colour is not the only sign), and the bottom of the screen, clear of the sticky header and its menus.
 */
const ToastStyle = createGlobalStyle`
  :root {
    --toastify-font-family: ${({ theme }) => theme.fonts.body};
    --toastify-color-light: #fff;
    --toastify-text-color-light: ${({ theme }) => theme.colors.text};
    --toastify-color-success: ${({ theme }) => theme.colors.success};
    --toastify-color-error: ${({ theme }) => theme.colors.accent};
    --toastify-color-warning: ${({ theme }) => theme.colors.warning};
    --toastify-color-info: ${({ theme }) => theme.colors.focus};
    --toastify-toast-bd-radius: ${({ theme }) => theme.radius};
    --toastify-toast-min-height: 56px;
  }
  .Toastify__toast {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-left-width: 6px;
    box-shadow: 0 6px 20px rgba(0, 0, 0, 0.15);
    font-size: 0.95rem;
  }
  .Toastify__toast--success { border-left-color: ${({ theme }) => theme.colors.success}; }
  .Toastify__toast--error { border-left-color: ${({ theme }) => theme.colors.accent}; }
  .Toastify__toast--warning { border-left-color: ${({ theme }) => theme.colors.warning}; }
  .Toastify__toast--info { border-left-color: ${({ theme }) => theme.colors.focus}; }
  .Toastify__close-button { color: ${({ theme }) => theme.colors.text}; opacity: 0.8; min-width: 24px; min-height: 24px; }
`;

/** Shows each queued toast once, in order. */
export default function ToastHost({ queue }: { queue: ToastEvent[] }) {
  const shown = useRef(0);
  useEffect(() => {
    for (const { kind, message } of queue.slice(shown.current)) toast[kind](message);
    shown.current = queue.length;
  }, [queue]);
  return (
    <>
      <ToastStyle />
      <ToastContainer nonce={cspNonce()} position="bottom-right" theme="light" autoClose={TOAST_MS} newestOnTop closeOnClick={false} />
    </>
  );
}
