import type { ProjectStatus } from '../contracts';

export type StatusTone = 'green' | 'yellow' | 'red' | 'blue' | 'grey';

/** Project status colours: On Track green, At Risk yellow, Delayed red, Completed blue, other grey. */
export function statusTone(status: ProjectStatus | string): StatusTone {
  switch (status) {
    case 'On Track':
      return 'green';
    case 'At Risk':
      return 'yellow';
    case 'Delayed':
      return 'red';
    case 'Completed':
      return 'blue';
    default:
      return 'grey';
  }
}

/** Badge colours with text contrast of at least 4.5:1 (WCAG AA). */
export const TONE_COLOURS: Record<StatusTone, { background: string; text: string; border: string }> = {
  green: { background: '#1e7a34', text: '#ffffff', border: '#1e7a34' },
  yellow: { background: '#ffd54f', text: '#3d2c00', border: '#b38600' },
  red: { background: '#b3261e', text: '#ffffff', border: '#b3261e' },
  blue: { background: '#1a5fb4', text: '#ffffff', border: '#1a5fb4' },
  grey: { background: '#5f6b73', text: '#ffffff', border: '#5f6b73' },
};
