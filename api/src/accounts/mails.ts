import type { Language } from '../i18n/languages.js';
import { inLanguage } from '../mail/language.js';
import type { Mail } from '../mail/mailer.js';

/**
 * The words of the account e-mails, in English and Kiswahili (the glossary's words). Plain text: it reads on
 * every phone and every mail client. Which language a citizen gets is decided by the caller (mail/language.ts).
 */
export const VERIFY_TOKEN_HOURS = 24;
export const RESET_TOKEN_HOURS = 1;

export function verificationMail(to: string, fullName: string, link: string, language: Language): Mail {
  return {
    to,
    ...inLanguage(language, {
      en: {
        subject: 'Confirm your e-mail address for Uwazi Hub',
        text: `Hello ${fullName},

Thank you for joining Uwazi Hub. Please confirm that this is your e-mail address by opening this link:

${link}

The link works once and for ${VERIFY_TOKEN_HOURS} hours. If it has expired, ask for a new one on the sign-in page.

If you did not create an account, you can ignore this message; nothing happens without the link.

— Uwazi Hub`,
      },
      sw: {
        subject: 'Thibitisha barua pepe yako ya Uwazi Hub',
        text: `Habari ${fullName},

Asante kwa kujiunga na Uwazi Hub. Tafadhali thibitisha kwamba hii ni barua pepe yako kwa kufungua kiungo hiki:

${link}

Kiungo kinafanya kazi mara moja tu, kwa saa ${VERIFY_TOKEN_HOURS}. Muda wake ukiisha, omba kingine kwenye ukurasa wa kuingia.

Kama hukujisajili, unaweza kupuuza ujumbe huu; hakuna kitakachofanyika bila kiungo hiki.

— Uwazi Hub`,
      },
    }),
  };
}

export function alreadyRegisteredMail(to: string, signInLink: string, resetLink: string, language: Language): Mail {
  return {
    to,
    ...inLanguage(language, {
      en: {
        subject: 'Someone tried to register with your e-mail address',
        text: `Hello,

Someone (perhaps you) tried to create an Uwazi Hub account with this address, but it already has one.

To sign in: ${signInLink}
Forgotten your password? ${resetLink}

If this was not you, you do not need to do anything: your account is unchanged.

— Uwazi Hub`,
      },
      sw: {
        subject: 'Mtu alijaribu kujisajili kwa barua pepe yako',
        text: `Habari,

Mtu fulani (huenda ni wewe) alijaribu kufungua akaunti ya Uwazi Hub kwa barua pepe hii, lakini tayari ina akaunti.

Kuingia: ${signInLink}
Umesahau nenosiri lako? ${resetLink}

Kama si wewe, huhitaji kufanya chochote: akaunti yako haijabadilika.

— Uwazi Hub`,
      },
    }),
  };
}

export function resetMail(to: string, fullName: string, link: string, language: Language): Mail {
  return {
    to,
    ...inLanguage(language, {
      en: {
        subject: 'Reset your Uwazi Hub password',
        text: `Hello ${fullName},

We received a request to reset the password of your Uwazi Hub account. To choose a new password, open:

${link}

The link works once and for ${RESET_TOKEN_HOURS} hour. Setting a new password signs you out everywhere.

If you did not ask for this, ignore this message: your password stays as it is.

— Uwazi Hub`,
      },
      sw: {
        subject: 'Weka upya nenosiri lako la Uwazi Hub',
        text: `Habari ${fullName},

Tumepokea ombi la kuweka upya nenosiri la akaunti yako ya Uwazi Hub. Ili kuchagua nenosiri jipya, fungua:

${link}

Kiungo kinafanya kazi mara moja tu, kwa saa ${RESET_TOKEN_HOURS}. Ukiweka nenosiri jipya, utatolewa kwenye akaunti kila mahali ulipoingia.

Kama hukuomba hili, puuza ujumbe huu: nenosiri lako litabaki kama lilivyo.

— Uwazi Hub`,
      },
    }),
  };
}

/** Sent after a signed-in change of password, so an owner whose session was taken over hears of it. */
export function passwordChangedMail(to: string, fullName: string, resetLink: string, language: Language): Mail {
  return {
    to,
    ...inLanguage(language, {
      en: {
        subject: 'Your Uwazi Hub password was changed',
        text: `Hello ${fullName},

The password of your Uwazi Hub account was just changed, while signed in. Every other device and browser
where the account was open has been signed out.

If you made this change, you do not need to do anything.

If you did not, someone else may have your password: choose a new one now with the reset link, which signs
out every session, including theirs:

${resetLink}

— Uwazi Hub`,
      },
      sw: {
        subject: 'Nenosiri lako la Uwazi Hub limebadilishwa',
        text: `Habari ${fullName},

Nenosiri la akaunti yako ya Uwazi Hub limebadilishwa sasa hivi na mtu aliyeingia kwenye akaunti. Akaunti imetolewa
kwenye kila kifaa na kivinjari kingine ambapo ilikuwa imefunguliwa.

Kama ni wewe uliyefanya mabadiliko haya, huhitaji kufanya chochote.

Kama si wewe, huenda mtu mwingine ana nenosiri lako: chagua jipya sasa kwa kiungo cha kuweka upya nenosiri,
ambacho kinamtoa kwenye akaunti kila aliyeingia, akiwemo yeye:

${resetLink}

— Uwazi Hub`,
      },
    }),
  };
}
