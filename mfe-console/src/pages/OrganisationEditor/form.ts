import { SOCIAL_NETWORKS, type BilingualText, type OfficeFields, type SocialNetwork } from '@civic/shared/contracts';
import type { OrganisationFields } from '../../api';

/**
 * The organisation's details as the form holds them: numbers as typed (a year, degrees), and each office and
 * each row of hours with a key of its own, so React keeps a row's inputs (and focus) with it when another is
 * added or removed. The keys stay in the browser; the API never sees them.
 */

export interface HoursRow {
  key: string;
  days: BilingualText;
  hours: BilingualText;
}

/** An office as the API gives it, but for its key, its degrees as typed, and its rows of hours with keys. */
export interface OfficeForm extends Omit<OfficeFields, 'latitude' | 'longitude' | 'hours'> {
  key: string;
  latitude: string;
  longitude: string;
  hours: HoursRow[];
}

export interface DetailsValues {
  name: string;
  foundedYear: string;
  contact: { phone: string; email: string; address: string };
  social: Record<SocialNetwork, string>;
  offices: OfficeForm[];
}

/** The API keeps at most 10 offices, and 10 rows of hours an office. */
export const MOST_OFFICES = 10;
export const MOST_HOURS = 10;

let made = 0;
const newKey = () => `row-${++made}`;

export const blankHours = (): HoursRow => ({ key: newKey(), days: { en: '', sw: '' }, hours: { en: '', sw: '' } });

export const blankOffice = (): OfficeForm => ({
  key: newKey(),
  id: '',
  name: { en: '', sw: '' },
  address: '',
  city: '',
  postalCode: '',
  country: '',
  phone: '',
  email: '',
  latitude: '',
  longitude: '',
  hours: [blankHours()],
});

/**
 * The details as read, for the form. `keep`: the form they replace (after a save), whose keys stay with the
 * offices and rows in the same places, so nothing on screen is drawn afresh.
 */
export function formOf(fields: OrganisationFields, keep?: DetailsValues): DetailsValues {
  return {
    name: fields.name,
    foundedYear: String(fields.foundedYear),
    contact: { ...fields.contact },
    social: Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, fields.social[network] ?? ''])) as Record<SocialNetwork, string>,
    offices: fields.offices.map((office, i) => {
      const kept = keep?.offices[i];
      return {
        key: kept?.key ?? newKey(),
        id: office.id,
        name: { ...office.name },
        address: office.address,
        city: office.city,
        postalCode: office.postalCode,
        country: office.country,
        phone: office.phone,
        email: office.email,
        latitude: String(office.latitude),
        longitude: String(office.longitude),
        hours: office.hours.map((slot, j) => ({ key: kept?.hours[j]?.key ?? newKey(), days: { ...slot.days }, hours: { ...slot.hours } })),
      };
    }),
  };
}

const DECIMAL = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * A number as typed: a number when it is one; otherwise the text itself, so the API refuses it in its own words
 * and names the field (sending 0 for an empty field would publish a wrong place instead).
 */
function typedNumber(text: string): number {
  const typed = text.trim();
  return (DECIMAL.test(typed) ? Number(typed) : typed) as number;
}

const both = (text: BilingualText): BilingualText => ({ en: text.en.trim(), sw: text.sw.trim() });

/** What a save sends: every text trimmed, the numbers as numbers, each office with the id it was read with. */
export function fieldsOf(form: DetailsValues): OrganisationFields {
  return {
    name: form.name.trim(),
    foundedYear: typedNumber(form.foundedYear),
    contact: { phone: form.contact.phone.trim(), email: form.contact.email.trim(), address: form.contact.address.trim() },
    social: Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, form.social[network].trim()])) as Record<SocialNetwork, string>,
    offices: form.offices.map((office): OfficeFields => ({
      id: office.id,
      name: both(office.name),
      address: office.address.trim(),
      city: office.city.trim(),
      postalCode: office.postalCode.trim(),
      country: office.country.trim(),
      phone: office.phone.trim(),
      email: office.email.trim(),
      latitude: typedNumber(office.latitude),
      longitude: typedNumber(office.longitude),
      hours: office.hours.map((row) => ({ days: both(row.days), hours: both(row.hours) })),
    })),
  };
}

/** The texts of an office that are typed: what a refusal's `field` may name, after `offices[i].`. */
const OFFICE_TEXTS = ['name.en', 'name.sw', 'address', 'city', 'postalCode', 'country', 'phone', 'email', 'latitude', 'longitude'] as const;

/** Every field of the form by the name the API gives it ('contact.phone', 'offices[1].hours[0].days.sw'). */
export function fieldNames(form: DetailsValues): string[] {
  return [
    'name',
    'foundedYear',
    'contact.phone',
    'contact.email',
    'contact.address',
    ...SOCIAL_NETWORKS.map((network) => `social.${network}`),
    ...form.offices.flatMap((office, i) => [
      ...OFFICE_TEXTS.map((text) => `offices[${i}].${text}`),
      ...office.hours.flatMap((_row, j) => ['days.en', 'days.sw', 'hours.en', 'hours.sw'].map((text) => `offices[${i}].hours[${j}].${text}`)),
    ]),
  ];
}

/** A Kiswahili text left empty, in the form's order: where it is, and the office (and row) it belongs to. */
export type MissingText = { field: string; of: 'officeName'; office: number } | { field: string; of: 'days' | 'hours'; office: number; row: number };

/** The Kiswahili texts left empty, as they are typed now (the API names the same ones in `missing` once saved). */
export function missingNow(form: DetailsValues): MissingText[] {
  const missing: MissingText[] = [];
  form.offices.forEach((office, i) => {
    if (!office.name.sw.trim()) missing.push({ field: `offices[${i}].name.sw`, of: 'officeName', office: i });
    office.hours.forEach((row, j) => {
      if (!row.days.sw.trim()) missing.push({ field: `offices[${i}].hours[${j}].days.sw`, of: 'days', office: i, row: j });
      if (!row.hours.sw.trim()) missing.push({ field: `offices[${i}].hours[${j}].hours.sw`, of: 'hours', office: i, row: j });
    });
  });
  return missing;
}

/** An input's id, from the form's id and the field's name: 'offices[1].latitude' is `<form>-offices-1-latitude`. */
export const inputId = (form: string, field: string) => `${form}-${field.replace(/[^A-Za-z0-9]+/g, '-').replace(/-$/, '')}`;
