import { useState } from 'react';
import { Button, Link, Notice, Spinner, toApiError, useLocation, useNavigate, useSearchParams, useSession } from '@civic/shared';
import { becomeFirstAdministrator } from '../../api';
import { AuthPage } from '../../components/AuthPage';
import { t, useTranslations } from '../../messages/first-administrator';

/**
 * /auth/first-administrator?token=…: the one-time link the server prints at start while the site has no
 * administrator. Opened signed in, it makes that account the administrator, who then sets up two-step
 * sign-in and goes on to the console.
 */
export default function FirstAdministrator() {
  useTranslations();
  const user = useSession();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setFailure(null);
    try {
      await becomeFirstAdministrator(token);
      navigate(`/auth/two-step?next=${encodeURIComponent('/console')}`);
    } catch (error) {
      setFailure(toApiError(error, t('firstAdminFailed')).message);
      setBusy(false);
    }
  }

  let body;
  if (user === undefined) body = <Spinner label={t('loading')} />;
  else if (!token) body = <Notice tone="error">{t('firstAdminNoToken')}</Notice>;
  else if (user === null) {
    body = (
      <Notice tone="info">
        <p>{t('firstAdminSignIn')}</p>
        <Link to={`/auth/signin?next=${encodeURIComponent(location.pathname + location.search)}`}>{t('signInSubmit')}</Link>
      </Notice>
    );
  } else {
    body = (
      <>
        <p>{t('firstAdminConfirm', { name: user.fullName, email: user.email })}</p>
        <div role="alert">{failure ? <Notice tone="error">{failure}</Notice> : null}</div>
        <Button type="button" onClick={confirm} disabled={busy}>
          {busy ? t('firstAdminWorking') : t('firstAdminSubmit')}
        </Button>
      </>
    );
  }
  return (
    <AuthPage title={t('firstAdminTitle')} intro={t('firstAdminIntro')}>
      {body}
    </AuthPage>
  );
}
