/** The accounts section's English texts for the first administrator’s page. The product's agreed texts are kept word for word: do not reword them. */
export const en = {
  /* The first administrator's link (/auth/first-administrator) */
  firstAdminTitle: 'The site’s first administrator',
  firstAdminIntro: 'This link was printed by the server because no one runs this site yet. It works once.',
  firstAdminSignIn: 'Sign in (or create an account, then sign in) as the person who will run this site, then come back to this link.',
  firstAdminNoToken: 'This address is missing its link code. Copy the whole link from the server’s log.',
  firstAdminConfirm: 'Make {name} ({email}) the administrator of this site? Administrators invite the other staff and give them their roles.',
  firstAdminSubmit: 'Make me the administrator',
  firstAdminWorking: 'Setting you up…',
  firstAdminFailed: 'We could not make you the administrator. Check your connection and try again.',
} as const;
