import { en as common } from './en';
import { sw as commonSw } from './sw';
import { en as signIn } from './sign-in/en';
import { sw as signInSw } from './sign-in/sw';
import { en as signUp } from './sign-up/en';
import { sw as signUpSw } from './sign-up/sw';
import { en as forgotPassword } from './forgot-password/en';
import { sw as forgotPasswordSw } from './forgot-password/sw';
import { en as resetPassword } from './reset-password/en';
import { sw as resetPasswordSw } from './reset-password/sw';
import { en as verifyEmail } from './verify-email/en';
import { sw as verifyEmailSw } from './verify-email/sw';
import { en as twoStep } from './two-step/en';
import { sw as twoStepSw } from './two-step/sw';
import { en as firstAdministrator } from './first-administrator/en';
import { sw as firstAdministratorSw } from './first-administrator/sw';
import { en as dashboard } from './dashboard/en';
import { sw as dashboardSw } from './dashboard/sw';
import { en as notificationSettings } from './notification-settings/en';
import { sw as notificationSettingsSw } from './notification-settings/sw';
import { en as unsubscribe } from './unsubscribe/en';
import { sw as unsubscribeSw } from './unsubscribe/sw';

/** Every part of the section's texts, each with its Kiswahili, for tests that check them or look a text up. */
export const PARTS = {
  common: { en: common, sw: commonSw },
  signIn: { en: signIn, sw: signInSw },
  signUp: { en: signUp, sw: signUpSw },
  forgotPassword: { en: forgotPassword, sw: forgotPasswordSw },
  resetPassword: { en: resetPassword, sw: resetPasswordSw },
  verifyEmail: { en: verifyEmail, sw: verifyEmailSw },
  twoStep: { en: twoStep, sw: twoStepSw },
  firstAdministrator: { en: firstAdministrator, sw: firstAdministratorSw },
  dashboard: { en: dashboard, sw: dashboardSw },
  notificationSettings: { en: notificationSettings, sw: notificationSettingsSw },
  unsubscribe: { en: unsubscribe, sw: unsubscribeSw },
};

export const en = {
  ...common,
  ...signIn,
  ...signUp,
  ...forgotPassword,
  ...resetPassword,
  ...verifyEmail,
  ...twoStep,
  ...firstAdministrator,
  ...dashboard,
  ...notificationSettings,
  ...unsubscribe,
};
export const sw = {
  ...commonSw,
  ...signInSw,
  ...signUpSw,
  ...forgotPasswordSw,
  ...resetPasswordSw,
  ...verifyEmailSw,
  ...twoStepSw,
  ...firstAdministratorSw,
  ...dashboardSw,
  ...notificationSettingsSw,
  ...unsubscribeSw,
};
