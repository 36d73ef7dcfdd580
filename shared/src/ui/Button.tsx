import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
    border-color: ${({ theme }) => theme.colors.primary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primaryDark};
      color: #fff;
    }
  `,
  secondary: css`
    background: #fff;
    color: ${({ theme }) => theme.colors.primaryDark};
    border-color: ${({ theme }) => theme.colors.primary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primaryTint};
      color: ${({ theme }) => theme.colors.primaryDark};
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.accent};
    color: #fff;
    border-color: ${({ theme }) => theme.colors.accent};
    &:hover:not(:disabled) {
      color: #fff;
      filter: brightness(0.9);
    }
  `,
  ghost: css`
    background: transparent;
    color: inherit;
    border-color: transparent;
    &:hover:not(:disabled) {
      background: rgba(0, 0, 0, 0.06);
    }
  `,
};

interface ButtonLook {
  $variant?: ButtonVariant;
  $block?: boolean;
}

const buttonStyles = css<ButtonLook>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radius};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  text-decoration: none;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  ${({ $variant = 'primary' }) => variants[$variant]}
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

/** A button; `$variant` picks its look. Disabled buttons stay readable (contrast) and say so to assistive tech. */
export const Button = styled.button<ButtonLook>`
  ${buttonStyles}
`;

/** A router link that looks like a button (navigation actions such as 'Get Started Today'). */
export const ButtonLink = styled(Link)<ButtonLook>`
  ${buttonStyles}
`;
