import type { Mail } from '../mail/mailer.js';

/** The words of the account e-mails. Plain text: it reads on every phone and every mail client. */
export const VERIFY_TOKEN_HOURS = 24;
export const RESET_TOKEN_HOURS = 1;

export function verificationMail(to: string, fullName: string, link: string): Mail {
  return {
    to,
    subject: 'Confirm your e-mail address for Uwazi Hub',
    text: `Hello ${fullName},

Thank you for joining Uwazi Hub. Please confirm that this is your e-mail address by opening this link:

${link}

The link works once and for ${VERIFY_TOKEN_HOURS} hours. If it has expired, ask for a new one on the sign-in page.

If you did not create an account, you can ignore this message; nothing happens without the link.

— Uwazi Hub`,
  };
}

export function alreadyRegisteredMail(to: string, signInLink: string, resetLink: string): Mail {
  return {
    to,
    subject: 'Someone tried to register with your e-mail address',
    text: `Hello,

Someone (perhaps you) tried to create an Uwazi Hub account with this address, but it already has one.

To sign in: ${signInLink}
Forgotten your password? ${resetLink}

If this was not you, you do not need to do anything: your account is unchanged.

— Uwazi Hub`,
  };
}

export function resetMail(to: string, fullName: string, link: string): Mail {
  return {
    to,
    subject: 'Reset your Uwazi Hub password',
    text: `Hello ${fullName},

We received a request to reset the password of your Uwazi Hub account. To choose a new password, open:

${link}

The link works once and for ${RESET_TOKEN_HOURS} hour. Setting a new password signs you out everywhere.

If you did not ask for this, ignore this message: your password stays as it is.

— Uwazi Hub`,
  };
}

/** Sent after a signed-in change of password, so an owner whose session was taken over hears of it. */
export function passwordChangedMail(to: string, fullName: string, resetLink: string): Mail {
  return {
    to,
    subject: 'Your Uwazi Hub password was changed',
    text: `Hello ${fullName},

The password of your Uwazi Hub account was just changed, while signed in. Every other device and browser
where the account was open has been signed out.

If you made this change, you do not need to do anything.

If you did not, someone else may have your password: choose a new one now with the reset link, which signs
out every session, including theirs:

${resetLink}

— Uwazi Hub`,
  };
}
