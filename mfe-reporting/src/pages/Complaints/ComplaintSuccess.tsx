import styled from 'styled-components';
import { Button, FocusHeading, Notice, Link } from '@civic/shared';
import { t } from '../../messages/complaints';

const Reference = styled.p`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 1.5rem;
  font-weight: 700;
  overflow-wrap: anywhere;
`;

/** The reference, where it was sent, and the way back to the complaint (/complaints/track) with it and the address. */
export function ComplaintSuccess({ reference, email, onAnother }: { reference: string; email: string; onAnother: () => void }) {
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
      <p>
        {t('complaintReferenceKeep')} {t('complaintReferenceMailed', { email })}
      </p>
      <p>{t('complaintTrackNext')}</p>
      <p>
        <Link to="/complaints/track">{t('complaintTrackLink')}</Link>
      </p>
      <Button type="button" onClick={onAnother}>
        {t('submitAnother')}
      </Button>
    </div>
  );
}
