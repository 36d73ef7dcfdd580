/**
 * The organisation's own details, edited by editors in the console (`/api/staff/content/organisation/`, role
 * `editor`): its name and founding year, the contact phone and e-mail in the top bar, its offices with their
 * addresses and hours, and its social links. The site's configuration (`shared/site.config.json`) gives the
 * first version; from then on the console's published version is what every page shows: the server puts it in
 * each page it sends, in the reader's language, and `site` (shared/src/site.ts) reads it there.
 */

/** An office's opening hours, one row: the days and the hours, in the reader's language. */
export interface OfficeHours {
  days: string;
  hours: string;
}

/** An office as the site shows it, in one language. */
export interface OfficeLocation {
  id: string;
  name: string;
  address: string;
  city: string;
  postalCode: string;
  country: string;
  phone: string;
  email: string;
  coordinates: { lat: number; lng: number };
  hours: OfficeHours[];
}

/**
 * The organisation as every page shows it, in one language: GET /api/organisation/, and the data block the
 * server puts in each page, which `site` reads (shared/src/site.ts). Only the networks it is on are in `social`.
 */
export interface OrganisationView {
  name: string;
  foundedYear: number;
  contact: { phone: string; email: string; address: string };
  offices: OfficeLocation[];
  social: Partial<Record<SocialNetwork, string>>;
}

/** A text citizens read, in English (required) and Kiswahili (empty while untranslated). */
export interface BilingualText {
  en: string;
  sw: string;
}

export interface OfficeHoursFields {
  days: BilingualText;
  hours: BilingualText;
}

export interface OfficeFields {
  /** Stable: what links and tabs use. A new office's is made from its English name when left empty. */
  id: string;
  name: BilingualText;
  address: string;
  city: string;
  postalCode: string;
  country: string;
  phone: string;
  email: string;
  /** Degrees, as text in the form ('-1.2995'); numbers once saved. */
  latitude: number;
  longitude: number;
  hours: OfficeHoursFields[];
}

/** The social networks a link may be given for, in the order the footer lists them. */
export const SOCIAL_NETWORKS = ['x', 'facebook', 'linkedin', 'youtube', 'instagram'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export interface OrganisationFields {
  name: string;
  foundedYear: number;
  contact: { phone: string; email: string; address: string };
  offices: OfficeFields[];
  /** A web address (https://) per network; empty when the organisation is not there. */
  social: Record<SocialNetwork, string>;
}

/** GET /api/staff/content/organisation/: the details as editors see them. */
export interface EditableOrganisation {
  version: number;
  /** The draft when there is one, else what is published. */
  fields: OrganisationFields;
  hasDraft: boolean;
  /** The Kiswahili texts left empty, by their field ('offices[0].name.sw', 'offices[1].hours[0].days.sw'…). */
  missing: string[];
  edited: { by: string; at: string } | null;
}

/**
 * PUT /api/staff/content/organisation/ with the `version` read: publishes at once (`publish: true`) or keeps a
 * draft. A refused value answers 400 naming it ('contact.email', 'offices[0].latitude'…); a save over someone
 * else's answers 409 with `code: 'changed'` and `organisation` as it now is.
 */
export interface OrganisationSave {
  version: number;
  fields: OrganisationFields;
  publish: boolean;
}
