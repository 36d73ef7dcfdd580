import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Cell = styled.div`
  display: flex;
  flex-direction: column;
  margin-bottom: ${({ theme }) => theme.space(4)};
  /* The field's own bottom space moves below its hint, so the hint stays with its control. */
  > div {
    margin-bottom: 0;
  }
`;

const Hint = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

/**
 * A filter with its hint under the control rather than between label and control, so every control in the
 * row starts at the same height whether or not its filter has a hint. `field` gets the hint's id to name in
 * `aria-describedby`, so the hint is still read with the control.
 */
export function FilterField({ hint, field }: { hint?: ReactNode; field: (describedBy: string | undefined) => ReactNode }) {
  const hintId = useId();
  return (
    <Cell>
      {field(hint ? hintId : undefined)}
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
    </Cell>
  );
}
