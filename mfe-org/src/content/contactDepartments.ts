import { site } from '@civic/shared';

export interface ContactDepartment {
  /** Also the value the contact form sends as `department`. */
  id: string;
  name: string;
  description: string;
  email: string;
}

/**
 * Team addresses share the domain of the site's configured e-mail, so changing the domain in
 * site.config.json moves every address with it.
 */
const domain = site.contact.email.split('@')[1] ?? 'example.org';
const address = (mailbox: string) => `${mailbox}@${domain}`;

export const CONTACT_DEPARTMENTS: ContactDepartment[] = [
  {
    id: 'general',
    name: 'General enquiries',
    description: 'Questions about the platform, your account, workshops or anything else.',
    email: site.contact.email,
  },
  {
    id: 'reporting',
    name: 'Reporting support',
    description: 'Help with filing or following a report. Do not send evidence by e-mail; use the reporting form, which can keep you anonymous.',
    email: address('support'),
  },
  {
    id: 'media',
    name: 'Media',
    description: 'Interviews, comment, the exhibition, and help with a figure for a story.',
    email: address('media'),
  },
  {
    id: 'partnerships',
    name: 'Partnerships and giving',
    description: 'Partnerships with organisations and public offices, and support for our work.',
    email: address('partnerships'),
  },
  {
    id: 'data',
    name: 'Data requests',
    description: 'Larger data extracts, corrections to our figures, and questions about our sources.',
    email: address('data'),
  },
];
