/**
 * The site under test sends its mail by SMTP to this port on loopback (playwright.config.ts), where the
 * account tests run the same small SMTP server the API tests use and follow the links in what arrives.
 */
export const E2E_SMTP_PORT = 2525;
export { startMailbox, tokenFrom } from '../../api/test/mailbox';
