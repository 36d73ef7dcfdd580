import styled from 'styled-components';

/** The buttons at the end of a form: side by side when they fit, stacked full width on a narrow phone. */
export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(2)};
  > * {
    flex: 1 1 10rem;
  }
`;
