import styled from 'styled-components';
import { Button, FocusHeading, Notice } from '@civic/shared';
import { t } from '../../messages';

const Reference = styled.p`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 1.5rem;
  font-weight: 700;
  overflow-wrap: anywhere;
`;

export function ComplaintSuccess({ reference, onAnother }: { reference: string; onAnother: () => void }) {
  return (
    <div>
      <FocusHeading>{t('complaintSuccessTitle')}</FocusHeading>
      <Notice tone="success">
        <p>{t('complaintSuccessBody')}</p>
      </Notice>
      <p id="complaint-reference-label">{t('complaintReference')}</p>
      <Reference aria-labelledby="complaint-reference-label" data-testid="complaint-reference">
        {reference}
      </Reference>
      <p>{t('complaintReferenceKeep')}</p>
      <Button type="button" onClick={onAnother}>
        {t('submitAnother')}
      </Button>
    </div>
  );
}
