import type { ReactNode } from 'react';
import styled from 'styled-components';
import { t } from '../messages';

const Scroller = styled.div`
  overflow-x: auto;
  margin: ${({ theme }) => theme.space(3)} 0 ${({ theme }) => theme.space(5)};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

export const Table = styled.table`
  border-collapse: collapse;
  width: 100%;
  font-size: 0.95rem;
  caption {
    text-align: left;
    font-weight: 700;
    padding-bottom: ${({ theme }) => theme.space(2)};
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  thead th {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  td.number,
  th.number {
    text-align: right;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
`;

/**
 * A table with its caption that scrolls sideways on a narrow phone instead of squeezing its figures. The
 * scrolling box can take focus, so keyboard users can scroll it too.
 */
export function DataTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <Scroller role="region" aria-label={t('scrollTable', { caption })} tabIndex={0}>
      <Table>
        <caption>{caption}</caption>
        {children}
      </Table>
    </Scroller>
  );
}
