import styled from 'styled-components';
import { Card } from '@civic/shared';

/** A message box whose meaning is carried by its heading word and border, never by colour alone. */
export const StatusBox = styled.div<{ $tone: 'success' | 'error' | 'info' }>`
  margin: ${({ theme }) => theme.space(3)} 0;
  padding: ${({ theme }) => theme.space(3)};
  border-left: 4px solid ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : $tone === 'error' ? theme.colors.danger : theme.colors.info)};
  background: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.primaryTint : $tone === 'error' ? theme.colors.accentTint : theme.colors.infoTint)};
  border-radius: ${({ theme }) => theme.radius};
  font-weight: 600;
`;

/**
 * A card in a grid row: as tall as the tallest card beside it (grid items stretch), so a row reads evenly and
 * every card's actions (CardActions) line up along the bottom.
 */
export const RowCard = styled(Card)`
  height: 100%;
  box-sizing: border-box;
`;

/** A card's buttons and links, pushed to the bottom of the card (the card is a flex column). */
export const CardActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space(3)};
`;

export const Meta = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.95rem;
  margin: ${({ theme }) => theme.space(1)} 0;
`;
