import type { FormikProps } from 'formik';
import { PasswordField } from '@civic/shared';
import { t } from '../messages';

/** What the fields need of the form: its values name the fields, the rest wires them to formik. */
type PasswordForm<V> = Pick<FormikProps<V>, 'values' | 'getFieldProps' | 'getFieldMeta'>;

/**
 * A new password and its confirmation, each with its own show/hide toggle, as resetting and changing a
 * password ask for them. The forms name the new password differently (`password` when resetting,
 * `newPassword` when changing, as their API calls do), so the form says which of its fields are which.
 * An error shows once its field is touched, and is tied to it, so the form's focus-to-first-error finds it.
 */
export function NewPasswordFields<V>({ form, password, confirmation }: { form: PasswordForm<V>; password: keyof V & string; confirmation: keyof V & string }) {
  const errorOf = (field: keyof V & string) => {
    const { touched, error } = form.getFieldMeta(field);
    return touched ? error : undefined;
  };
  return (
    <>
      <PasswordField
        label={t('newPasswordLabel')}
        toggleLabel={t('showNewPassword')}
        hideLabel={t('hideNewPassword')}
        hint={t('newPasswordHint')}
        required
        autoComplete="new-password"
        {...form.getFieldProps(password)}
        error={errorOf(password)}
      />
      <PasswordField
        label={t('confirmNewPasswordLabel')}
        toggleLabel={t('showPasswordConfirmation')}
        hideLabel={t('hidePasswordConfirmation')}
        required
        autoComplete="new-password"
        {...form.getFieldProps(confirmation)}
        error={errorOf(confirmation)}
      />
    </>
  );
}
