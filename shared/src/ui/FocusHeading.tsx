import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';

const Heading = styled.h2`
  &:focus {
    outline: none;
  }
`;

/**
 * The heading of a view that replaces a form (sent, done). The form that had focus is gone, so focus moves
 * here and a screen reader reads the news instead of starting again at the top of the page.
 */
export function FocusHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <Heading ref={ref} tabIndex={-1}>
      {children}
    </Heading>
  );
}
