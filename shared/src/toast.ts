import { bus } from './bus';

/** Toasts go through the bus; the shell owns the one toast container, so every remote's toasts look alike. */
export const toast = {
  success: (message: string) => bus.emit({ type: 'toast', kind: 'success', message }),
  error: (message: string) => bus.emit({ type: 'toast', kind: 'error', message }),
  info: (message: string) => bus.emit({ type: 'toast', kind: 'info', message }),
  warning: (message: string) => bus.emit({ type: 'toast', kind: 'warning', message }),
};
