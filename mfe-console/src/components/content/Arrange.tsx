import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '@civic/shared';
import { t } from '../../messages';
import { Actions } from './parts';

export type Direction = 'up' | 'down';

/** What a card of a list editors arrange (the FAQ) shows, and what its buttons do. */
export interface ArrangeProps {
  /** The record's name, in its buttons' names: a screen reader's list of buttons says which record each moves. */
  name: string;
  /** The first has nowhere to move up to, the last nowhere down to. */
  first: boolean;
  last: boolean;
  /** A move or a deletion under way anywhere in the list: places may change, so nothing else is sent meanwhile. */
  busy: boolean;
  /** Whether the card asks before deleting its record, and what it asks. */
  confirming: boolean;
  question: string;
  onMove(direction: Direction): void;
  onAsk(): void;
  onDelete(): void;
  onKeep(): void;
}

/** Move up, Move down and Delete, after a card's other buttons. */
export function ArrangeButtons({ name, first, last, busy, onMove, onAsk }: ArrangeProps) {
  return (
    <>
      {first ? null : (
        <Button type="button" $variant="secondary" data-focus="up" aria-label={t('moveUpLabel', { title: name })} disabled={busy} onClick={() => onMove('up')}>
          {t('moveUp')}
        </Button>
      )}
      {last ? null : (
        <Button type="button" $variant="secondary" data-focus="down" aria-label={t('moveDownLabel', { title: name })} disabled={busy} onClick={() => onMove('down')}>
          {t('moveDown')}
        </Button>
      )}
      <Button type="button" $variant="secondary" data-focus="delete" aria-label={t('deleteLabel', { title: name })} disabled={busy} onClick={onAsk}>
        {t('delete')}
      </Button>
    </>
  );
}

/** Set apart by a rule and a tint, as a warning is: the colour is never the only signal, the question says it. */
const Question = styled.div`
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.accentTint};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)} 0;
  margin-bottom: ${({ theme }) => theme.space(4)};
  p {
    font-weight: 600;
  }
`;

/**
 * The question asked in the card before its record is deleted for good, instead of a browser's dialog: it
 * stays beside the record it is about, in the page's language. Keep it is the way out, and changes nothing.
 */
export function ConfirmDelete({ question, busy, onDelete, onKeep }: Pick<ArrangeProps, 'question' | 'busy' | 'onDelete' | 'onKeep'>) {
  const id = useId();
  return (
    <Question role="group" aria-labelledby={`${id}-question`}>
      <p id={`${id}-question`} data-focus="confirm" tabIndex={-1}>
        {question}
      </p>
      <Actions>
        <Button type="button" $variant="danger" disabled={busy} onClick={onDelete}>
          {t('deleteForGood')}
        </Button>
        <Button type="button" $variant="secondary" disabled={busy} onClick={onKeep}>
          {t('keepIt')}
        </Button>
      </Actions>
    </Question>
  );
}
