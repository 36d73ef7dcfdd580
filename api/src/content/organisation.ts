import { createRequire } from 'node:module';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as yup from 'yup';
import { EMAIL_PATTERN, accountMessages } from '@civic/shared/schemas';
import {
  CONTENT_CHANGED,
  SOCIAL_NETWORKS,
  type EditableOrganisation,
  type OfficeFields,
  type OrganisationFields,
  type OrganisationView,
  type SocialNetwork,
} from '@civic/shared/contracts';
import { staffUser } from '../accounts/roles.js';
import { answerLanguage } from '../contentLanguage.js';
import type { Queryable } from '../db/index.js';
import type { Language } from '../i18n/languages.js';
import { slugOf } from '../slug.js';
import { badRequest } from '../errors.js';
import { recordStaffAction } from '../staff/audit.js';
import { validateBody } from '../validation.js';
import { CONTENT_CHANGED_MESSAGE, TOO_LONG, VERSION_NEEDED, WEB_ADDRESS_FORMAT } from './records.js';

/** The site's configuration as shipped: the organisation's details until an editor publishes others. */
interface ConfiguredSite {
  name: string;
  tagline: string;
  foundedYear: number;
  contact: { phone: string; email: string; address: string };
  offices: Array<
    Omit<OfficeFields, 'name' | 'hours' | 'latitude' | 'longitude'> & { name: string; coordinates: { lat: number; lng: number }; hours: Array<{ days: string; hours: string }> }
  >;
  social: Partial<Record<SocialNetwork, string>>;
}
export const configuredSite = createRequire(import.meta.url)('@civic/shared/site.config.json') as ConfiguredSite;

export type { OrganisationView };

/** The Kiswahili of the shipped details, so a new site reads them in both languages before anyone edits them. */
const SHIPPED_SW: Record<string, string> = {
  'Kenya office': 'Ofisi ya Kenya',
  'Ohio office': 'Ofisi ya Ohio',
  'Mon-Fri': 'Jumatatu–Ijumaa',
  Sat: 'Jumamosi',
  Sun: 'Jumapili',
  'Sat-Sun': 'Jumamosi–Jumapili',
  Closed: 'Imefungwa',
  '8:00 AM-6:00 PM': 'Saa 2:00 asubuhi – saa 12:00 jioni',
  '9:00 AM-2:00 PM': 'Saa 3:00 asubuhi – saa 8:00 mchana',
  '9:00 AM-5:30 PM': 'Saa 3:00 asubuhi – saa 11:30 jioni',
};
const both = (en: string) => ({ en, sw: SHIPPED_SW[en] ?? '' });

/** The configuration as the console's fields. */
export function configuredFields(config: ConfiguredSite = configuredSite): OrganisationFields {
  return {
    name: config.name,
    foundedYear: config.foundedYear,
    contact: { ...config.contact },
    offices: config.offices.map(({ name, coordinates, hours, ...office }) => ({
      ...office,
      name: both(name),
      latitude: coordinates.lat,
      longitude: coordinates.lng,
      hours: hours.map((slot) => ({ days: both(slot.days), hours: both(slot.hours) })),
    })),
    social: Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, config.social[network] ?? ''])) as Record<SocialNetwork, string>,
  };
}

const inLanguage = (text: { en: string; sw: string }, language: Language) => (language === 'sw' && text.sw.trim() ? text.sw : text.en);

/** The details as the site shows them in `language`: Kiswahili where an editor wrote it, else the English. */
export function organisationView(fields: OrganisationFields, language: Language): OrganisationView {
  return {
    name: fields.name,
    foundedYear: fields.foundedYear,
    contact: { ...fields.contact },
    offices: fields.offices.map(({ name, latitude, longitude, hours, ...office }) => ({
      ...office,
      name: inLanguage(name, language),
      coordinates: { lat: latitude, lng: longitude },
      hours: hours.map((slot) => ({ days: inLanguage(slot.days, language), hours: inLanguage(slot.hours, language) })),
    })),
    // Only the networks the organisation is on.
    social: Object.fromEntries(SOCIAL_NETWORKS.filter((network) => fields.social[network]).map((network) => [network, fields.social[network]])),
  };
}

/** Writes the configuration's details when there are none yet (a new database); an edited row is left alone. */
export async function seedOrganisation(tx: Queryable): Promise<void> {
  await tx.query('INSERT INTO organisation_details (details) VALUES ($1::text::jsonb) ON CONFLICT (only_row) DO NOTHING', [JSON.stringify(configuredFields())]);
}

/** The published details (the configuration's, on a database the seed has not reached). */
export async function publishedOrganisation(db: Queryable): Promise<OrganisationFields> {
  const [row] = await db.query<{ details: OrganisationFields }>('SELECT details FROM organisation_details');
  return row?.details ?? configuredFields();
}

/* ---- The editors' form, checked ---- */

export const ORGANISATION_NAME_NEEDED = 'Please fill in the organisation’s name.';
export const PHONE_FORMAT = 'Please give a phone number of digits, spaces and an optional leading +, such as +254 700 000 000.';
export const YEAR_NEEDED = 'Please give the year the organisation was founded, such as 2022.';
export const OFFICE_NAME_NEEDED = 'Please fill in the office’s English name.';
export const OFFICE_FIELD_NEEDED = 'Please fill in this part of the office’s address.';
export const LATITUDE_NEEDED = 'Please give the latitude in degrees, from -90 to 90.';
export const LONGITUDE_NEEDED = 'Please give the longitude in degrees, from -180 to 180.';
export const HOURS_NEEDED = 'Please fill in the days and the hours in English.';
export const OFFICES_NEEDED = 'Keep at least one office: the contact page lists them.';
export const OFFICE_IDS_DIFFER = 'Two offices cannot have the same name: change one of them.';

const limited = (max: number) =>
  yup
    .string()
    .default('')
    .trim()
    .max(max, TOO_LONG.replace('{max}', String(max)));
const bilingual = (max: number, required: string) => yup.object({ en: limited(max).required(required), sw: limited(max) }).required();
const phone = limited(30)
  .required(PHONE_FORMAT)
  .matches(/^\+?[0-9][0-9 ()-]{5,28}$/, PHONE_FORMAT);
const email = limited(254).required(accountMessages.emailRequired).matches(EMAIL_PATTERN, accountMessages.emailInvalid);
const degrees = (limit: number, message: string) => yup.number().typeError(message).required(message).min(-limit, message).max(limit, message);

const officeSchema = yup.object({
  id: limited(60),
  name: bilingual(80, OFFICE_NAME_NEEDED),
  address: limited(200).required(OFFICE_FIELD_NEEDED),
  city: limited(100).required(OFFICE_FIELD_NEEDED),
  postalCode: limited(20),
  country: limited(100).required(OFFICE_FIELD_NEEDED),
  phone,
  email,
  latitude: degrees(90, LATITUDE_NEEDED),
  longitude: degrees(180, LONGITUDE_NEEDED),
  hours: yup
    .array()
    .of(yup.object({ days: bilingual(60, HOURS_NEEDED), hours: bilingual(60, HOURS_NEEDED) }).required())
    .max(10)
    .default([]),
});

const fieldsSchema = yup.object({
  name: limited(120).required(ORGANISATION_NAME_NEEDED),
  foundedYear: yup.number().typeError(YEAR_NEEDED).required(YEAR_NEEDED).integer(YEAR_NEEDED).min(1900, YEAR_NEEDED).max(2100, YEAR_NEEDED),
  contact: yup.object({ phone, email, address: limited(200).required(OFFICE_FIELD_NEEDED) }).required(),
  offices: yup.array().of(officeSchema.required()).min(1, OFFICES_NEEDED).max(10).required(OFFICES_NEEDED),
  social: yup.object(
    Object.fromEntries(
      SOCIAL_NETWORKS.map((network) => [
        network,
        limited(500)
          .max(500, WEB_ADDRESS_FORMAT)
          .matches(/^(https:\/\/\S+)?$/, WEB_ADDRESS_FORMAT),
      ]),
    ),
  ),
});
const saveSchema = yup.object({
  version: yup.number().typeError(VERSION_NEEDED).integer(VERSION_NEEDED).required(VERSION_NEEDED),
  publish: yup.boolean().default(false),
});

/** The fields as checked, each office with its id (made from its English name when new), in a stable shape. */
async function readFields(body: unknown): Promise<OrganisationFields> {
  const valid = await validateBody(fieldsSchema, (body as { fields?: unknown } | null)?.fields ?? {});
  const offices = valid.offices.map((office) => ({ ...office, id: slugOf(office.id || office.name.en, 60) || 'office', hours: office.hours ?? [] })) as OfficeFields[];
  const seen = new Set<string>();
  offices.forEach((office, index) => {
    if (seen.has(office.id)) throw badRequest(OFFICE_IDS_DIFFER, `offices[${index}].name.en`);
    seen.add(office.id);
  });
  return {
    name: valid.name,
    foundedYear: valid.foundedYear,
    contact: valid.contact,
    offices,
    social: Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, (valid.social as Record<string, string | undefined>)[network] ?? ''])) as Record<SocialNetwork, string>,
  };
}

/** The Kiswahili texts left empty, by their field. */
function missingTranslations(fields: OrganisationFields): string[] {
  const missing: string[] = [];
  fields.offices.forEach((office, i) => {
    if (!office.name.sw.trim()) missing.push(`offices[${i}].name.sw`);
    office.hours.forEach((slot, j) => {
      if (!slot.days.sw.trim()) missing.push(`offices[${i}].hours[${j}].days.sw`);
      if (!slot.hours.sw.trim()) missing.push(`offices[${i}].hours[${j}].hours.sw`);
    });
  });
  return missing;
}

interface Row {
  details: OrganisationFields;
  draft: OrganisationFields | null;
  version: number;
  edited_by: string | null;
  edited_at: Date | string | null;
}

function toEditable(row: Row): EditableOrganisation {
  const fields = row.draft ?? row.details;
  return {
    version: row.version,
    fields,
    hasDraft: row.draft !== null,
    missing: missingTranslations(fields),
    edited: row.edited_by && row.edited_at ? { by: row.edited_by, at: new Date(row.edited_at).toISOString() } : null,
  };
}

/**
 * The organisation's details: for everyone at GET /api/organisation/ (in the reader's language; every page the
 * server sends carries the same, see static.ts), and for editors at /api/staff/content/organisation/: read, and
 * save as a draft or publish, against the version read, with the staff audit's entry in the same transaction.
 */
export async function organisationRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const EDITOR = { staffRole: 'editor' } as const;
  const PATH = '/api/staff/content/organisation/';

  app.get('/api/organisation/', async (request, reply) => {
    const language = answerLanguage(request, reply);
    reply.header('Cache-Control', 'no-cache');
    return { organisation: organisationView(await publishedOrganisation(db), language) };
  });

  const lockRow = async (tx: Queryable) => {
    await seedOrganisation(tx);
    const [row] = await tx.query<Row>('SELECT details, draft, version, edited_by, edited_at FROM organisation_details FOR UPDATE');
    return row!;
  };

  app.get(PATH, { config: EDITOR }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { organisation: toEditable(await db.transaction(lockRow)) };
  });

  app.put(PATH, { config: EDITOR, schema: { body: { type: 'object' } } }, async (request: FastifyRequest, reply) => {
    const editor = staffUser(request);
    const { version, publish } = await validateBody(saveSchema, request.body);
    const fields = await readFields(request.body);
    const outcome = await db.transaction<{ conflict: Row } | { saved: EditableOrganisation }>(async (tx) => {
      const current = await lockRow(tx);
      if (current.version !== version) return { conflict: current };
      const sameAsLive = JSON.stringify(fields) === JSON.stringify(current.details);
      const [row] = publish
        ? await tx.query<Row>(
            `UPDATE organisation_details SET details = $1::text::jsonb, draft = NULL, version = version + 1, edited_by = $2, edited_at = now()
             RETURNING details, draft, version, edited_by, edited_at`,
            [JSON.stringify(fields), editor.fullName],
          )
        : await tx.query<Row>(
            // A draft the same as what citizens read is no draft.
            `UPDATE organisation_details SET draft = $1::text::jsonb, version = version + 1, edited_by = $2, edited_at = now()
             RETURNING details, draft, version, edited_by, edited_at`,
            [sameAsLive ? null : JSON.stringify(fields), editor.fullName],
          );
      const saved = toEditable(row!);
      await recordStaffAction(tx, editor, {
        action: publish ? 'organisation.publish' : 'organisation.draft',
        targetType: 'organisation',
        targetId: 'organisation',
        before: toEditable(current).fields,
        after: saved.fields,
      });
      return { saved };
    });
    if ('conflict' in outcome) {
      return reply
        .code(409)
        .send({ status: 'error', message: CONTENT_CHANGED_MESSAGE, field: null, status_code: 409, code: CONTENT_CHANGED, organisation: toEditable(outcome.conflict) });
    }
    return { organisation: outcome.saved };
  });
}
