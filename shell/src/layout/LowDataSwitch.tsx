import styled from 'styled-components';
import { setLowData, useLowData } from '@civic/shared';
import { t } from '../messages';

const Toggle = styled.button<{ $onDark: boolean }>`
  font: inherit;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: ${({ $onDark }) => ($onDark ? '36px' : '44px')};
  padding: 0 ${({ theme }) => theme.space(2)};
  background: none;
  color: ${({ theme, $onDark }) => ($onDark ? '#fff' : theme.colors.primaryDark)};
  border: 1px solid currentColor;
  border-radius: 999px;
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${({ theme, $onDark }) => ($onDark ? '#fff' : theme.colors.primaryTint)};
    color: ${({ theme }) => theme.colors.primaryDark};
    font-weight: 700;
  }
`;

/**
 * Turns low-data mode on and off (a pressed toggle). It sits beside the language switch: in the top bar on a
 * wide screen, in the menu on a phone.
 */
export function LowDataSwitch({ onDark = false }: { onDark?: boolean }) {
  const { on } = useLowData();
  return (
    <Toggle type="button" $onDark={onDark} aria-pressed={on} onClick={() => setLowData(!on)}>
      {on ? <span aria-hidden="true">✓</span> : null}
      {t('lowDataLabel')}
    </Toggle>
  );
}
