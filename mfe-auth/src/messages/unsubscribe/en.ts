/** The accounts section's English texts for unsubscribing from e-mails. The product's agreed texts are kept word for word: do not reword them. */
export const en = {
  /* Stopping e-mails from the link in a notification e-mail (/notifications/unsubscribe) */
  unsubscribeTitle: 'Stop e-mails',
  unsubscribeChecking: 'Checking your link…',
  unsubscribeCheckFailed: 'We could not check your link',
  unsubscribeAsk_account: 'Stop e-mails about your account?',
  unsubscribeAsk_cases: 'Stop e-mails about your reports and complaints?',
  unsubscribeAsk_community: 'Stop e-mails about workshops and expert sessions?',
  unsubscribeAsk_forum: 'Stop e-mails about forum discussions?',
  unsubscribeAsk_follows: 'Stop e-mails about counties and projects you follow?',
  unsubscribeAsk_all: 'Stop every notification e-mail?',
  unsubscribeOnlyEmail: 'This changes e-mails only: what appears in the bell stays as it is.',
  unsubscribeSubmit: 'Stop these e-mails',
  unsubscribeWorking: 'Stopping…',
  unsubscribeDone: 'Done: these e-mails are stopped.',
  unsubscribeFailed: 'We could not stop these e-mails. Check your connection and try again.',
  unsubscribeChoose: 'Choose what reaches you',
  unsubscribeSignIn: 'Sign in to choose what reaches you',
  unsubscribeNoToken: 'This link is incomplete. Please use the whole link from your e-mail.',
  unsubscribeBadLink: 'This unsubscribe link is not valid.',
} as const;
