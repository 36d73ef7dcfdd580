import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { NoticeTone } from '@civic/shared';

/**
 * A message drawn as a Notice is, but without a role of its own: it goes into a live region the page keeps on
 * screen from the start (a region that appears with its text already in it is often not read out, and one
 * inside another is read twice or not at all).
 */
export const Message = styled.div<{ $tone: NoticeTone }>`
  margin: ${({ theme }) => theme.space(4)} 0;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius};
  border-left: 4px solid ${({ theme, $tone }) => ({ info: theme.colors.info, success: theme.colors.success, error: theme.colors.danger })[$tone]};
  background: ${({ theme, $tone }) => ({ info: theme.colors.infoTint, success: theme.colors.primaryTint, error: theme.colors.accentTint })[$tone]};
  font-weight: 600;
  p:last-child {
    margin-bottom: 0;
  }
`;

/**
 * How a part of a page puts a message (or nothing, to clear it) into the page's one live region, when the page
 * holds more than one form: the region stays where the page keeps it, and says whichever spoke last.
 */
export type Say = (message: ReactNode) => void;
