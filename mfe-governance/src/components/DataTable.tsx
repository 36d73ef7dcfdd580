import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';
import { t } from '../messages';

const Scroller = styled.div`
  overflow-x: auto;
  margin: ${({ theme }) => theme.space(3)} 0 ${({ theme }) => theme.space(5)};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
  /* While the table scrolls, its first column (the row's name) stays in view beside the figures. */
  &[data-overflows='true'] tr > :first-child {
    position: sticky;
    left: 0;
    z-index: 1;
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: 1px 0 0 ${({ theme }) => theme.colors.border};
  }
  &[data-overflows='true'] thead tr > :first-child {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

const Hint = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
  & + ${Scroller} {
    margin-top: ${({ theme }) => theme.space(1)};
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
  /* A figure keeps to one line; its column's heading breaks between words, so it is no wider than its figures. */
  thead th.number {
    white-space: normal;
  }
`;

/** Whether the box is narrower than what it holds, measured again whenever either changes size. */
function useOverflows(box: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [box]);
  return overflows;
}

/**
 * A table with its caption that scrolls sideways on a narrow phone instead of squeezing its figures. Only while
 * it really is wider than the screen does it say so: a visible hint, a first column that stays in view, and a
 * scrolling box keyboard users can reach (a named region with a Tab stop). A table that fits is just a table.
 */
export function DataTable({ caption, children, id }: { caption: string; children: ReactNode; id?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const overflows = useOverflows(box);
  return (
    <>
      {overflows ? <Hint aria-hidden="true">{t('scrollHint')}</Hint> : null}
      <Scroller ref={box} data-overflows={overflows} {...(overflows ? { role: 'region', 'aria-label': t('scrollTable', { caption }), tabIndex: 0 } : {})}>
        <Table id={id}>
          <caption>{caption}</caption>
          {children}
        </Table>
      </Scroller>
    </>
  );
}
