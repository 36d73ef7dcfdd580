import { useSession, Spinner } from '@civic/shared';
import styled, { keyframes } from 'styled-components';
import { t } from '../messages';

const appear = keyframes`from { opacity: 0; } to { opacity: 1; }`;

/** Fades in after a moment so a quick check never flashes; the check itself gives up after 10 s. */
const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 2000;
  display: flex;
  align-items: center;
  justify-content: center;
  background: rgba(255, 255, 255, 0.92);
  opacity: 0;
  animation: ${appear} 200ms ease-out 250ms forwards;
`;

/** 'Loading secure content...' while the start-up session check runs. */
export function SessionOverlay() {
  const user = useSession();
  if (user !== undefined) return null;
  return (
    <Overlay data-testid="session-overlay">
      <Spinner label={t('loadingSecure')} />
    </Overlay>
  );
}
