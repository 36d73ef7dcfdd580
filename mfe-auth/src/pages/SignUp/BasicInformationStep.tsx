import { TextField, PasswordField } from '@civic/shared';
import { t } from '../../messages/sign-up';
import type { BindField } from './signUpValues';

/** Step 1: who you are and how you will sign in. */
export function BasicInformationStep({ bind }: { bind: BindField }) {
  return (
    <>
      <TextField label={t('fullNameLabel')} required autoComplete="name" {...bind('fullName')} />
      <TextField label={t('emailLabel')} required type="email" inputMode="email" autoComplete="email" {...bind('email')} />
      <PasswordField
        label={t('passwordLabel')}
        toggleLabel={t('showPassword')}
        hideLabel={t('hidePassword')}
        hint={t('newPasswordHint')}
        required
        autoComplete="new-password"
        {...bind('password')}
      />
      <PasswordField
        label={t('confirmPasswordLabel')}
        toggleLabel={t('showPasswordConfirmation')}
        hideLabel={t('hidePasswordConfirmation')}
        required
        autoComplete="new-password"
        {...bind('confirmPassword')}
      />
    </>
  );
}
