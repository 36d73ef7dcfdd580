import { createGlobalStyle } from 'styled-components';

/**
 * Design tokens. Colours are chosen for WCAG AA contrast on white (text ≥ 4.5:1);
 * the system font stack costs no download on slow mobile data.
 */
export const theme = {
  colors: {
    primary: '#0b6b4b',
    primaryDark: '#064e36',
    primaryTint: '#e7f3ee',
    accent: '#b3261e',
    accentTint: '#fdecea',
    text: '#1b1f23',
    muted: '#505a63',
    border: '#cfd6dc',
    surface: '#ffffff',
    surfaceAlt: '#f4f6f7',
    dark: '#13231c',
    onDark: '#f2f5f3',
    focus: '#1a5fb4',
    success: '#1e7a34',
    warning: '#8a5a00',
    warningTint: '#fff4d6',
    danger: '#b3261e',
    info: '#1a5fb4',
    infoTint: '#e8f0fb',
    neutral: '#5f6b73',
  },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  space: (n: number): string => `${n * 0.25}rem`,
  radius: '8px',
  maxWidth: '72rem',
  breakpoints: { sm: '36em', md: '48em', lg: '64em' },
  shadow: '0 1px 2px rgba(0,0,0,.08), 0 4px 12px rgba(0,0,0,.06)',
} as const;

export type Theme = typeof theme;

export const media = {
  sm: `@media (min-width: ${theme.breakpoints.sm})`,
  md: `@media (min-width: ${theme.breakpoints.md})`,
  lg: `@media (min-width: ${theme.breakpoints.lg})`,
};

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  /* The header sticks to the top (65 px): whatever is focused or scrolled to is kept clear below it. */
  html { -webkit-text-size-adjust: 100%; scroll-padding-top: 5.5rem; scroll-padding-bottom: 1rem; }
  body {
    margin: 0;
    font-family: ${theme.fonts.body};
    font-size: 1rem;
    line-height: 1.55;
    color: ${theme.colors.text};
    background: ${theme.colors.surface};
  }
  img, video { max-width: 100%; height: auto; }
  a { color: ${theme.colors.primary}; }
  a:hover { color: ${theme.colors.primaryDark}; }
  h1, h2, h3, h4 { line-height: 1.2; margin: 0 0 ${theme.space(3)}; }
  p { margin: 0 0 ${theme.space(3)}; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
  }
  :focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
`;
