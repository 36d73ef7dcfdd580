import type { FastifyInstance } from 'fastify';
import * as yup from 'yup';
import { INSTRUCTOR_DAYS, TEAM_DEPARTMENTS } from '@civic/shared/contracts';
import { date, editableRecords, optionalWebAddress, time, TOO_LONG, type TextField, type ValueField } from './records.js';

export const NAME_NEEDED = 'Please fill in the name.';
export const DEPARTMENT_NEEDED = 'Please choose a department from the list.';
export const RATING_NEEDED = 'Please give a rating from 1 to 5.';
export const DAY_NEEDED = 'Please choose the day of the week.';

const name = yup.string().trim().required(NAME_NEEDED).max(120, TOO_LONG.replace('{max}', '120'));

const teamTexts: TextField[] = [
  { name: 'role', column: 'role', swColumn: 'role_sw', max: 120, required: 'Please fill in the English role.' },
  { name: 'bio', column: 'bio', swColumn: 'bio_sw', max: 2000, required: 'Please fill in the English bio.' },
];
const teamValues: ValueField[] = [
  { name: 'name', column: 'name', schema: name },
  {
    name: 'department',
    column: 'department',
    schema: yup
      .string()
      .required(DEPARTMENT_NEEDED)
      .oneOf([...TEAM_DEPARTMENTS], DEPARTMENT_NEEDED),
  },
  { name: 'joinedOn', column: 'joined_on', read: `to_char(joined_on, 'YYYY-MM-DD')`, write: (p) => `${p}::date`, schema: date },
  { name: 'linkedin', column: 'linkedin', read: `COALESCE(linkedin, '')`, write: (p) => `NULLIF(${p}, '')`, schema: optionalWebAddress },
  { name: 'twitter', column: 'twitter', read: `COALESCE(twitter, '')`, write: (p) => `NULLIF(${p}, '')`, schema: optionalWebAddress },
  { name: 'github', column: 'github', read: `COALESCE(github, '')`, write: (p) => `NULLIF(${p}, '')`, schema: optionalWebAddress },
];

const testimonialTexts: TextField[] = [
  { name: 'quote', column: 'quote', swColumn: 'quote_sw', max: 1000, required: 'Please fill in the English quote.' },
  { name: 'position', column: 'position', swColumn: 'position_sw', max: 120, required: 'Please fill in the English position.' },
  { name: 'company', column: 'company', swColumn: 'company_sw', max: 120, required: 'Please fill in the English organisation.' },
];
const testimonialValues: ValueField[] = [
  { name: 'author', column: 'author', schema: name },
  {
    name: 'rating',
    column: 'rating',
    write: (p) => `${p}::int`,
    schema: yup.number().typeError(RATING_NEEDED).required(RATING_NEEDED).integer(RATING_NEEDED).min(1, RATING_NEEDED).max(5, RATING_NEEDED),
  },
];

const instructorTexts: TextField[] = [
  { name: 'title', column: 'title', swColumn: 'title_sw', max: 160, required: 'Please fill in the English title.' },
  { name: 'expertise', column: 'expertise', swColumn: 'expertise_sw', max: 400, required: 'Please fill in the English expertise.' },
  { name: 'bio', column: 'bio', swColumn: 'bio_sw', max: 3000, required: 'Please fill in the English bio.' },
  { name: 'professionalism', column: 'professionalism', swColumn: 'professionalism_sw', max: 400, required: 'Please fill in the English professional background.' },
];
const instructorValues: ValueField[] = [
  { name: 'name', column: 'name', schema: name },
  {
    name: 'dayOfWeek',
    column: 'day_of_week',
    schema: yup
      .string()
      .required(DAY_NEEDED)
      .oneOf([...INSTRUCTOR_DAYS], DAY_NEEDED),
  },
  { name: 'time', column: 'time', schema: time },
  { name: 'isAvailable', column: 'is_available', write: (p) => `${p}::boolean`, schema: yup.boolean().default(true) },
];

/**
 * The people citizens read about, edited in the staff console (role `editor`, content/records.ts): the team and
 * the testimonials on Who We Are, and the volunteer experts with their weekly desk hours (a citizen books the
 * next one). Names are the same in both languages; what a person does, and what they said, is translated.
 */
export async function peopleContentRoutes(app: FastifyInstance): Promise<void> {
  editableRecords(app, {
    name: 'team',
    table: 'team_members',
    path: '/api/staff/content/team/',
    listKey: 'members',
    itemKey: 'member',
    texts: teamTexts,
    values: teamValues,
    order: 'id',
    idFrom: 'serial',
    notFound: 'There is no such team member.',
    // The pages show a person's initials: the console sets no photograph.
    insert: { image: "''" },
  });
  editableRecords(app, {
    name: 'testimonial',
    table: 'testimonials',
    path: '/api/staff/content/testimonials/',
    listKey: 'testimonials',
    itemKey: 'testimonial',
    texts: testimonialTexts,
    values: testimonialValues,
    order: 'id',
    idFrom: 'serial',
    notFound: 'There is no such testimonial.',
    insert: { image: "''" },
  });
  editableRecords(app, {
    name: 'instructor',
    table: 'instructors',
    path: '/api/staff/content/instructors/',
    listKey: 'instructors',
    itemKey: 'instructor',
    texts: instructorTexts,
    values: instructorValues,
    order: 'name, id',
    idFrom: 'title',
    notFound: 'There is no such expert.',
  });
}
