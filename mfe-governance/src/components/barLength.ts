import type { CSSProperties } from 'react';

/**
 * A bar's length (a share, a project's progress) as the custom property `--length`, set on the element
 * itself. The bar's styled component then has one class whatever its length: given the length as a prop,
 * styled-components would work out, hash and insert a rule for every distinct length, and a table of 47
 * counties or a page of projects would start with dozens of them. React sets the property through the
 * element's style object, which the site's content security policy allows.
 */
export function barLength(percent: number): CSSProperties {
  const clamped = Math.max(0, Math.min(100, Number.isFinite(percent) ? percent : 0));
  return { '--length': `${Math.round(clamped * 10) / 10}%` } as CSSProperties;
}
