import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, Notice, Link } from '@civic/shared';
import { t } from '../../messages/dashboard';
import { useOpenWhenLoaded } from '@civic/shared/open-when-loaded';
import { loadAccountForms } from './openForm';

// The form (with the form and validation libraries) is fetched when the citizen asks to change the password.
const ChangePasswordForm = lazy(() => loadAccountForms().then((module) => ({ default: module.ChangePasswordForm })));

/** A part of the profile under its details (the public name, the password): a small heading and a narrow form. */
export const AccountPart = styled.section`
  margin-top: ${({ theme }) => theme.space(6)};
  h3 {
    font-size: 1.15rem;
  }
  form {
    max-width: 32rem;
  }
`;

/** The success message: it replaces the form, which had focus, so focus moves here and it is read out. */
function Changed() {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Notice tone="success">
      <p ref={ref} tabIndex={-1}>
        {t('passwordChanged')}
      </p>
    </Notice>
  );
}

type Stage = 'closed' | 'open' | 'changed';

/**
 * The dashboard's password part, under the profile. An account that only signs in with Google has no
 * password to change, and is pointed to the e-mailed link that sets one.
 */
export function ChangePassword({ hasPassword }: { hasPassword: boolean }) {
  const headingId = useId();
  const openButton = useRef<HTMLButtonElement>(null);
  const [stage, setStage] = useState<Stage>('closed');
  const returnFocus = useRef(false);
  const opener = useOpenWhenLoaded(loadAccountForms);

  // After Cancel the form, which had focus, is gone: focus goes back to the button that opened it.
  useEffect(() => {
    if (stage !== 'closed' || !returnFocus.current) return;
    returnFocus.current = false;
    openButton.current?.focus();
  }, [stage]);

  function cancel() {
    returnFocus.current = true;
    setStage('closed');
  }

  return (
    <AccountPart aria-labelledby={headingId}>
      <h3 id={headingId}>{t('passwordTitle')}</h3>
      {hasPassword ? (
        <>
          <p>{t('passwordText')}</p>
          {stage === 'changed' ? <Changed /> : null}
          {stage === 'open' ? (
            <Suspense fallback={null}>
              <ChangePasswordForm onDone={() => setStage('changed')} onCancel={cancel} />
            </Suspense>
          ) : (
            <>
              {/* Replaced by the form, which takes focus, rather than toggled: nothing stays expanded behind it. */}
              <Button ref={openButton} type="button" $variant="secondary" onClick={() => opener.open(() => setStage('open'))} disabled={opener.opening}>
                {t('changePasswordOpen')}
              </Button>
              {opener.failed ? <Notice tone="error">{t('formOpenFailed')}</Notice> : null}
            </>
          )}
        </>
      ) : (
        <p>
          {t('googleOnlyPassword')} <Link to="/auth/forgot-password">{t('googleOnlyPasswordLink')}</Link>
        </p>
      )}
    </AccountPart>
  );
}
