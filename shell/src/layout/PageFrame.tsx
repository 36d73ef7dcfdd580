import styled from 'styled-components';

// The layout's own parts around a page: the shell's layout and its build-time first paint both use them.

/** The first thing a keyboard reaches: hidden until focused, it jumps to the page's main content. */
export const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  top: 0;
  z-index: 3000;
  background: #fff;
  padding: ${({ theme }) => theme.space(3)};
  &:focus {
    left: ${({ theme }) => theme.space(2)};
    top: ${({ theme }) => theme.space(2)};
  }
`;

/** At least a viewport tall, so the footer starts below the fold and never jumps as a section's data arrives (CLS). */
export const Main = styled.main`
  min-height: 100vh;
  &:focus {
    outline: none;
  }
`;
