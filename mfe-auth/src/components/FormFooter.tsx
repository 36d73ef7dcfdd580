import styled from 'styled-components';

/** The links under a form (forgot password, create an account): each line tall enough to tap. */
export const FormFooter = styled.div`
  margin-top: ${({ theme }) => theme.space(4)};
  p {
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    column-gap: 0.4em;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 600;
  }
`;
