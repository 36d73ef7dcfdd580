import type { ButtonHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

/** The look of a pill-shaped outlined button (a toggle, or a password's Show/Hide). */
export const pillButtonStyles = css`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: 999px;
  background: #fff;
  color: ${({ theme }) => theme.colors.primaryDark};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

const Toggle = styled.button`
  ${pillButtonStyles}
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
  }
  &:hover[aria-pressed='false'] {
    background: ${({ theme }) => theme.colors.primaryTint};
  }
`;

/**
 * A button that stays pressed (aria-pressed). The tick shows the state to people who cannot tell the
 * colours apart; screen readers hear "pressed" instead, so the tick is hidden from them.
 */
export function ToggleButton({ pressed, children, ...button }: { pressed: boolean } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-pressed' | 'type'>) {
  return (
    <Toggle type="button" aria-pressed={pressed} {...button}>
      {pressed ? <span aria-hidden="true">✓</span> : null}
      {children}
    </Toggle>
  );
}
