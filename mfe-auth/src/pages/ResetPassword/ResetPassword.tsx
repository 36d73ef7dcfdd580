import { FocusHeading, Notice } from '@civic/shared';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { AuthPage } from '../../components/AuthPage';
import { FormFooter } from '../../components/FormFooter';
import { t } from '../../messages';
import { NewPasswordForm } from './NewPasswordForm';

type Stage = { kind: 'form' } | { kind: 'done' } | { kind: 'link-refused'; message: string };

/** /auth/reset-password?token=…: the set-new-password page the reset e-mail links to. */
export default function ResetPassword() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [stage, setStage] = useState<Stage>({ kind: 'form' });

  return (
    <AuthPage title={t('resetTitle')} intro={t('resetIntro')}>
      {!token ? (
        <Notice tone="error">
          <p>{t('resetTokenMissing')}</p>
          <Link to="/auth/forgot-password">{t('askNewLink')}</Link>
        </Notice>
      ) : null}
      {token && stage.kind === 'form' ? (
        <NewPasswordForm token={token} onDone={() => setStage({ kind: 'done' })} onLinkRefused={(message) => setStage({ kind: 'link-refused', message })} />
      ) : null}
      {stage.kind === 'link-refused' ? (
        <Notice tone="error">
          <p>{stage.message}</p>
          <Link to="/auth/forgot-password">{t('askNewLink')}</Link>
        </Notice>
      ) : null}
      {stage.kind === 'done' ? (
        <Notice tone="success">
          <FocusHeading>{t('resetSuccessTitle')}</FocusHeading>
          <p>{t('resetSuccessText')}</p>
          <FormFooter>
            <p>
              <Link to="/auth/signin">{t('signInLink')}</Link>
            </p>
          </FormFooter>
        </Notice>
      ) : null}
    </AuthPage>
  );
}
