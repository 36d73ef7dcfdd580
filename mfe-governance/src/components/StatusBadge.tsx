import styled from 'styled-components';
import type { ProjectStatus } from '../contracts';
import { statusLabel } from '../vocabulary';
import { statusTone, TONE_COLOURS, type StatusTone } from './statusTone';

const Badge = styled.span<{ $tone: StatusTone }>`
  display: inline-block;
  align-self: flex-start;
  padding: 0.15rem 0.6rem;
  border-radius: 999px;
  border: 1px solid ${({ $tone }) => TONE_COLOURS[$tone].border};
  background: ${({ $tone }) => TONE_COLOURS[$tone].background};
  color: ${({ $tone }) => TONE_COLOURS[$tone].text};
  font-size: 0.85rem;
  font-weight: 700;
`;

/** The project's status in its colour, and always in words too (the page's language): colour is never the only signal. */
export function StatusBadge({ status }: { status: ProjectStatus }) {
  const tone = statusTone(status);
  return (
    <Badge $tone={tone} data-tone={tone}>
      {statusLabel(status)}
    </Badge>
  );
}
