/** Kiswahili text of the contact teams; the structure matches ../contactDepartments.ts. */
import { site } from '@civic/shared';
import type { ContactDepartment } from '../contactDepartments';

export type { ContactDepartment };

/**
 * Team addresses share the domain of the site's configured e-mail, so changing the domain in
 * site.config.json moves every address with it.
 */
const domain = site.contact.email.split('@')[1] ?? 'example.org';
const address = (mailbox: string) => `${mailbox}@${domain}`;

export const CONTACT_DEPARTMENTS: ContactDepartment[] = [
  {
    id: 'general',
    name: 'Maswali ya jumla',
    description: 'Maswali kuhusu tovuti, akaunti yako, warsha au jambo lingine lolote.',
    email: site.contact.email,
  },
  {
    id: 'reporting',
    name: 'Msaada wa kuripoti',
    description: 'Msaada wa kuwasilisha au kufuatilia ripoti. Usitume ushahidi kwa barua pepe; tumia fomu ya kuripoti, ambayo inakuwezesha kuripoti bila kujitambulisha.',
    email: address('support'),
  },
  {
    id: 'media',
    name: 'Vyombo vya habari',
    description: 'Mahojiano, kauli yetu kuhusu jambo fulani, maonyesho, na msaada kuhusu takwimu unayohitaji kwa habari yako.',
    email: address('media'),
  },
  {
    id: 'partnerships',
    name: 'Ushirikiano na michango',
    description: 'Ushirikiano na mashirika na ofisi za umma, na kuunga mkono kazi yetu.',
    email: address('partnerships'),
  },
  {
    id: 'data',
    name: 'Maombi ya data',
    description: 'Sehemu kubwa zaidi za data, marekebisho ya takwimu zetu, na maswali kuhusu vyanzo vyetu.',
    email: address('data'),
  },
];
