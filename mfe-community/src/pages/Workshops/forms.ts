/** The workshop page's forms, fetched together when a citizen opens one (see Workshops.tsx). */
export { RegistrationModal } from './RegistrationModal';
export { RequestWorkshopModal } from './RequestWorkshopModal';
export { WaitlistModal } from './WaitlistModal';
