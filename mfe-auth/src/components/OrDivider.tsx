import styled from 'styled-components';
import { t } from '../messages';

const Line = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(6)} 0;
  color: ${({ theme }) => theme.colors.muted};
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** Separates the e-mail form from the Google button. */
export function OrDivider() {
  return <Line>{t('orDivider')}</Line>;
}
