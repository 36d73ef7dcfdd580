import styled from 'styled-components';
import { Button } from '@civic/shared';
import { t } from '../messages';

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

/**
 * A form's save and cancel buttons: while it is sent, the save button says so and both wait, so nothing is
 * sent twice or left half done.
 */
export function SaveOrCancel({ submitting, save, saving, onCancel }: { submitting: boolean; save: string; saving: string; onCancel: () => void }) {
  return (
    <FormActions>
      <Button type="submit" disabled={submitting}>
        {submitting ? saving : save}
      </Button>
      <Button type="button" $variant="secondary" disabled={submitting} onClick={onCancel}>
        {t('cancel')}
      </Button>
    </FormActions>
  );
}
