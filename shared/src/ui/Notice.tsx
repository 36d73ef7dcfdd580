import type { ReactNode } from 'react';
import styled from 'styled-components';

export type NoticeTone = 'info' | 'success' | 'error';

const Box = styled.div<{ $tone: NoticeTone }>`
  margin: ${({ theme }) => theme.space(4)} 0;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius};
  border-left: 4px solid ${({ theme, $tone }) => ({ info: theme.colors.info, success: theme.colors.success, error: theme.colors.danger })[$tone]};
  background: ${({ theme, $tone }) => ({ info: theme.colors.infoTint, success: theme.colors.primaryTint, error: theme.colors.accentTint })[$tone]};
  font-weight: 600;
  h2 {
    font-size: 1.25rem;
  }
  p:last-child {
    margin-bottom: 0;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

/**
 * A message about the whole form or page. Errors interrupt (role=alert); progress and confirmations wait
 * their turn (role=status). The border colour is never the only signal: the words say what happened.
 */
export function Notice({ tone, children }: { tone: NoticeTone; children: ReactNode }) {
  return (
    <Box $tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </Box>
  );
}
