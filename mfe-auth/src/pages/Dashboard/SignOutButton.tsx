import { useState } from 'react';
import { Button, toApiError, toast, forgetSignedInUser, useNavigate } from '@civic/shared';
import { signOut } from '../../api';
import { t } from '../../messages/dashboard';

/** Signs out exactly as the header's button does: only a 'success' answer clears the user. */
export function SignOutButton() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function signOutNow() {
    setBusy(true);
    try {
      const answer = await signOut();
      if (answer.status !== 'success') {
        toast.error(answer.message || t('logoutFailed'));
        setBusy(false);
        return;
      }
      toast.success(t('loggedOut'));
      navigate('/auth/signin');
      forgetSignedInUser();
    } catch (error) {
      toast.error(toApiError(error, t('logoutFailed')).message);
      setBusy(false);
    }
  }

  return (
    <Button type="button" $variant="secondary" disabled={busy} onClick={signOutNow}>
      {busy ? t('signingOut') : t('signOut')}
    </Button>
  );
}
