import styled from 'styled-components';
import { Container } from '@civic/shared';

/** The page width of the section's forms and case pages: a line of a form's help stays short enough to read. */
export const FormColumn = styled(Container)`
  max-width: 48rem;
`;
