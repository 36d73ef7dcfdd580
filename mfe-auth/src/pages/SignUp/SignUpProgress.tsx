import styled from 'styled-components';
import { VisuallyHidden } from '@civic/shared';
import { t } from '../../messages/sign-up';

const Segments = styled.ol`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: ${({ theme }) => theme.space(2)};
  list-style: none;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space(4)};
`;

const Segment = styled.li<{ $reached: boolean }>`
  height: 0.5rem;
  border-radius: 999px;
  background: ${({ theme, $reached }) => ($reached ? theme.colors.primary : theme.colors.border)};
  /* The current step is also taller, so colour is not the only signal. */
  &[aria-current='step'] {
    height: 0.75rem;
    outline: 2px solid ${({ theme }) => theme.colors.primaryDark};
    outline-offset: 1px;
  }
`;

/** The four-segment progress bar: a list of the steps, the current one marked with aria-current='step'. */
export function SignUpProgress({ titles, current }: { titles: string[]; current: number }) {
  return (
    <Segments aria-label={t('signUpProgress')}>
      {titles.map((title, index) => (
        <Segment key={title} $reached={index <= current} aria-current={index === current ? 'step' : undefined}>
          <VisuallyHidden>{index < current ? t('stepDone', { title }) : title}</VisuallyHidden>
        </Segment>
      ))}
    </Segments>
  );
}
