// The dashboard's forms, fetched together when either is opened (openForm.ts).
export { ChangePasswordForm } from './ChangePasswordForm';
export { PublicNameForm } from './PublicNameForm';
