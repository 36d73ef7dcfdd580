import styled from 'styled-components';
import type { ProjectStatus } from '../contracts';
import { t } from '../messages';
import { statusTone, TONE_COLOURS } from './statusTone';
import { barLength } from './barLength';

const Track = styled.div`
  height: 0.6rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.colors.border};
  overflow: hidden;
`;

const Fill = styled.div<{ $colour: string }>`
  height: 100%;
  width: var(--length);
  background: ${({ $colour }) => $colour};
`;

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  font-size: 0.9rem;
`;

/** How far a project has got: a bar in the status colour and the percentage written out. */
export function ProgressBar({ percent, status }: { percent: number; status: ProjectStatus }) {
  const text = t('progressText', { percent });
  return (
    <Row>
      <span>{text}</span>
      <Track role="progressbar" aria-label={t('progressLabel')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={text}>
        <Fill style={barLength(percent)} $colour={TONE_COLOURS[statusTone(status)].border} />
      </Track>
    </Row>
  );
}
