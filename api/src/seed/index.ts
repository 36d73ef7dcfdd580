import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { SEED_DIR } from '../paths.js';
import type { Database, Queryable } from '../db/index.js';
import type { TeamMember, Testimonial } from '@civic/shared/contracts';
import { seedGovernance } from '../governance/seed.js';
import { seedCommunity } from '../community/seed.js';
import { renderPublicationPdf } from './publicationPdf.js';
import { seedOrganisation } from '../content/organisation.js';

/** Where a publication's source text lives: shipped beside the seed data, outside any static root. */
export const PUBLICATIONS_DIR = path.join(SEED_DIR, 'publications');

/** The site's name is configuration shared with the front end (`shared/site.config.json`): each PDF's author. */
const site = createRequire(import.meta.url)('@civic/shared/site.config.json') as { name: string };

/** What a publication's PDF is made from: the row's title and date, and the source text named after its file. */
export interface PublicationPdfInput {
  id: string;
  title: string;
  /** The PDF's file name; its source is the `.txt` file of the same name in PUBLICATIONS_DIR. */
  fileName: string;
  publishedOn: string;
}

/** The source text file a publication's PDF is built from. */
export function publicationSourceFile(fileName: string): string {
  return path.join(PUBLICATIONS_DIR, `${path.basename(fileName, path.extname(fileName))}.txt`);
}

/** Built PDFs, by publication and what they were built from: the same input always gives the same bytes. */
const builtPdfs = new Map<string, Promise<Buffer>>();

/**
 * A publication as a tagged PDF, built from its source text on first use and then kept: the seed builds each one
 * to record its size, and downloads are served the very same bytes.
 */
export function publicationPdf(input: PublicationPdfInput): Promise<Buffer> {
  const key = JSON.stringify([input.id, input.title, input.fileName, input.publishedOn]);
  let built = builtPdfs.get(key);
  if (!built) {
    built = readFile(publicationSourceFile(input.fileName), 'utf8').then((text) =>
      renderPublicationPdf({ title: input.title, publishedOn: input.publishedOn, text, author: site.name, lang: 'en-GB' }),
    );
    builtPdfs.set(key, built);
    // A failure (a missing source file) is not kept: the next request tries again.
    built.catch(() => builtPdfs.delete(key));
  }
  return built;
}

interface CountySeed {
  code: string;
  name: string;
  region: string;
  formerProvince: string;
  population: number;
  populationMale: number;
  populationFemale: number;
  populationIntersex: number;
  area: number;
  capital: string;
  isoCode: string;
  notes: string | null;
}
/** An entry's texts in Kiswahili, beside the English; a text left out is answered in English. */
interface FaqSeed {
  id: string;
  category: string;
  question: string;
  answer: string;
  sw?: { category?: string; question?: string; answer?: string };
}
interface PublicationSeed {
  id: string;
  title: string;
  description: string;
  category: string;
  file: string;
  publishedOn: string;
  sw?: { title?: string; description?: string };
}
/** A team member as `team.json` holds it: as the API gives it, with the role and bio in Kiswahili beside (the name stays, and the department is a code the page names itself). */
export type TeamSeed = TeamMember & { sw?: { role?: string; bio?: string } };
/** A testimonial as `testimonials.json` holds it, with the quote and the person's description in Kiswahili beside; the author's name stays. */
export type TestimonialSeed = Testimonial & { sw?: { quote?: string; position?: string; company?: string } };

async function readSeed<T>(name: string): Promise<T> {
  return JSON.parse(await readFile(path.join(SEED_DIR, name), 'utf8')) as T;
}

async function seedCounties(tx: Queryable) {
  for (const c of await readSeed<CountySeed[]>('counties.json')) {
    await tx.query(
      `INSERT INTO counties (code, name, region, former_province, population, population_male, population_female, population_intersex, area_km2, capital, iso_code, notes)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12)
       ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name, region = EXCLUDED.region, former_province = EXCLUDED.former_province,
         population = EXCLUDED.population, population_male = EXCLUDED.population_male, population_female = EXCLUDED.population_female,
         population_intersex = EXCLUDED.population_intersex, area_km2 = EXCLUDED.area_km2, capital = EXCLUDED.capital,
         iso_code = EXCLUDED.iso_code, notes = EXCLUDED.notes`,
      [c.code, c.name, c.region, c.formerProvince, c.population, c.populationMale, c.populationFemale, c.populationIntersex, c.area, c.capital, c.isoCode, c.notes],
    );
  }
}

/**
 * The FAQ and the publications carry their Kiswahili beside the English (each entry's `sw`, migration 027). Every
 * start writes both by id, so a database seeded before the Kiswahili existed gets it in the rows it has; an entry
 * an editor has changed in the console (migration 034) is left as they left it.
 */
async function seedFaq(tx: Queryable) {
  const entries = await readSeed<FaqSeed[]>('faq.json');
  for (const [position, f] of entries.entries()) {
    // Its place is the file's only for a new entry: the order is the editors' once they move one. An entry an
    // editor deleted stays deleted.
    await tx.query(
      `INSERT INTO faq_entries (id, category, question, answer, position, category_sw, question_sw, answer_sw)
       SELECT $1,$2,$3,$4,$5,$6,$7,$8 WHERE NOT EXISTS (SELECT 1 FROM content_deletions WHERE kind = 'faq' AND id = $1)
       ON CONFLICT (id) DO UPDATE SET category = EXCLUDED.category, question = EXCLUDED.question, answer = EXCLUDED.answer,
         category_sw = EXCLUDED.category_sw, question_sw = EXCLUDED.question_sw, answer_sw = EXCLUDED.answer_sw
       WHERE faq_entries.edited_at IS NULL`,
      [f.id, f.category, f.question, f.answer, position, f.sw?.category ?? null, f.sw?.question ?? null, f.sw?.answer ?? null],
    );
  }
}

async function seedPublications(tx: Queryable) {
  for (const p of await readSeed<PublicationSeed[]>('publications.json')) {
    // `file` names the source text; readers download the PDF built from it.
    const fileName = `${path.basename(p.file, path.extname(p.file))}.pdf`;
    const pdf = await publicationPdf({ id: p.id, title: p.title, fileName, publishedOn: p.publishedOn });
    await tx.query(
      `INSERT INTO publications (id, title, description, category, file_name, media_type, size_bytes, published_on, title_sw, description_sw)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10)
       ON CONFLICT (id) DO UPDATE SET title = EXCLUDED.title, description = EXCLUDED.description, category = EXCLUDED.category,
         file_name = EXCLUDED.file_name, media_type = EXCLUDED.media_type, size_bytes = EXCLUDED.size_bytes, published_on = EXCLUDED.published_on,
         title_sw = EXCLUDED.title_sw, description_sw = EXCLUDED.description_sw
       WHERE publications.edited_at IS NULL`,
      [p.id, p.title, p.description, p.category, fileName, 'application/pdf', pdf.length, p.publishedOn, p.sw?.title ?? null, p.sw?.description ?? null],
    );
  }
}

/**
 * The team and the testimonials carry their Kiswahili beside the English too (each entry's `sw`, migration 028),
 * written by id at every start like the FAQ's, and like it left alone once edited in the console (migration 036).
 */
async function seedTeam(tx: Queryable) {
  for (const m of await readSeed<TeamSeed[]>('team.json')) {
    await tx.query(
      `INSERT INTO team_members (id, name, role, department, bio, image, joined_on, linkedin, twitter, github, role_sw, bio_sw) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12)
       ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, role = EXCLUDED.role, department = EXCLUDED.department, bio = EXCLUDED.bio,
         image = EXCLUDED.image, joined_on = EXCLUDED.joined_on, linkedin = EXCLUDED.linkedin, twitter = EXCLUDED.twitter, github = EXCLUDED.github,
         role_sw = EXCLUDED.role_sw, bio_sw = EXCLUDED.bio_sw
       WHERE team_members.edited_at IS NULL`,
      [
        m.id,
        m.name,
        m.role,
        m.department,
        m.bio,
        m.image,
        m.joinedOn,
        m.socialLinks.linkedin ?? null,
        m.socialLinks.twitter ?? null,
        m.socialLinks.github ?? null,
        m.sw?.role ?? null,
        m.sw?.bio ?? null,
      ],
    );
  }
}

async function seedTestimonials(tx: Queryable) {
  for (const t of await readSeed<TestimonialSeed[]>('testimonials.json')) {
    await tx.query(
      `INSERT INTO testimonials (id, quote, author, position, company, rating, image, quote_sw, position_sw, company_sw) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10)
       ON CONFLICT (id) DO UPDATE SET quote = EXCLUDED.quote, author = EXCLUDED.author, position = EXCLUDED.position,
         company = EXCLUDED.company, rating = EXCLUDED.rating, image = EXCLUDED.image,
         quote_sw = EXCLUDED.quote_sw, position_sw = EXCLUDED.position_sw, company_sw = EXCLUDED.company_sw
       WHERE testimonials.edited_at IS NULL`,
      [t.id, t.quote, t.author, t.position, t.company, t.rating, t.image, t.sw?.quote ?? null, t.sw?.position ?? null, t.sw?.company ?? null],
    );
  }
}

/** Loads the organisation's own seed data. Idempotent: a second run updates rows in place and adds none. */
export async function seed(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await seedCounties(tx);
    await seedFaq(tx);
    await seedPublications(tx);
    await seedTeam(tx);
    await seedTestimonials(tx);
    await seedGovernance(tx);
    await seedCommunity(tx);
    await seedOrganisation(tx);
  });
}
