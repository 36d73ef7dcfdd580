import { useId, useState } from 'react';
import styled from 'styled-components';
import type { FaqEntry } from '@civic/shared';

const Item = styled.div`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    margin: 0;
    font-size: 1.05rem;
  }
`;

const Question = styled.button`
  display: flex;
  width: 100%;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space(3)} 0`};
  background: none;
  border: 0;
  font: inherit;
  font-weight: 600;
  text-align: left;
  color: inherit;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.primaryDark};
  }
`;

const Sign = styled.span`
  flex: none;
  font-size: 1.4rem;
  line-height: 1;
  color: ${({ theme }) => theme.colors.primary};
`;

const Answer = styled.div`
  padding-bottom: ${({ theme }) => theme.space(4)};
  p {
    margin: 0;
    white-space: pre-line;
  }
`;

/** One question of the accordion: the button says whether its answer is open (aria-expanded). */
export function FaqItem({ entry }: { entry: FaqEntry }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const buttonId = `${id}-question`;
  const answerId = `${id}-answer`;
  return (
    <Item>
      <h3>
        <Question type="button" id={buttonId} aria-expanded={open} aria-controls={answerId} onClick={() => setOpen((value) => !value)}>
          <span>{entry.question}</span>
          <Sign aria-hidden="true">{open ? '−' : '+'}</Sign>
        </Question>
      </h3>
      <Answer id={answerId} role="region" aria-labelledby={buttonId} hidden={!open}>
        <p>{entry.answer}</p>
      </Answer>
    </Item>
  );
}
