/**
 * The dashboard's forms (the public name, the password), with the form and validation libraries: one chunk,
 * fetched when the citizen opens either form rather than with the page (see useOpenWhenLoaded).
 */
export const loadAccountForms = () => import(/* webpackChunkName: "account-forms" */ './accountForms');
