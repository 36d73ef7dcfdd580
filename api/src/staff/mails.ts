import type { Language } from '../i18n/languages.js';
import { inLanguage } from '../mail/language.js';
import type { Mail } from '../mail/mailer.js';
import type { StaffRole } from '../accounts/roles.js';

/** How long an invitation waits for its address's account to sign in. */
export const INVITATION_DAYS = 14;

/** A role's name in a sentence, in each language (the glossary's words). */
const ROLE_NAMES: Record<Language, Record<StaffRole, string>> = {
  en: { administrator: 'administrator', case_handler: 'case handler', moderator: 'moderator', editor: 'editor' },
  sw: { administrator: 'msimamizi wa tovuti', case_handler: 'afisa wa kesi', moderator: 'msimamizi wa mijadala', editor: 'mhariri' },
};

const named = (roles: readonly StaffRole[], language: Language) => roles.map((role) => ROLE_NAMES[language][role]).join(', ');

/** To an address an administrator invited: make an account with it (or sign in with it), and the roles follow. */
export function staffInvitationMail(to: string, roles: readonly StaffRole[], signUp: string, signIn: string, language: Language): Mail {
  return {
    to,
    ...inLanguage(language, {
      en: {
        subject: 'You are invited to work on Uwazi Hub',
        text: `Hello,

An administrator of Uwazi Hub has invited you to join its staff as: ${named(roles, 'en')}.

If you have no Uwazi Hub account yet, create one with this e-mail address (${to}) and confirm the address from the e-mail that follows:

${signUp}

If you already have an account with this address, sign in:

${signIn}

Your roles are given the next time you sign in, within ${INVITATION_DAYS} days. If you did not expect this, ignore this message: nothing happens unless you sign in.

— Uwazi Hub`,
      },
      sw: {
        subject: 'Umealikwa kufanya kazi kwenye Uwazi Hub',
        text: `Habari,

Msimamizi wa tovuti ya Uwazi Hub amekualika ujiunge na wafanyakazi wake kama: ${named(roles, 'sw')}.

Kama bado huna akaunti ya Uwazi Hub, fungua moja kwa anwani hii ya barua pepe (${to}) kisha uthibitishe anwani kupitia barua pepe itakayofuata:

${signUp}

Kama tayari una akaunti yenye anwani hii, ingia:

${signIn}

Majukumu yako yatatolewa utakapoingia tena, ndani ya siku ${INVITATION_DAYS}. Kama hukutarajia ujumbe huu, upuuze: hakuna kitakachotokea usipoingia.

— Uwazi Hub`,
      },
    }),
  };
}
