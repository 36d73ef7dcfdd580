import { setIn, type FormikErrors } from 'formik';
import type { EditableMaterial, MaterialTexts } from '../../api';
import { WRITTEN_IN, type WrittenIn } from '../../components/content/kind';
import { t, type PartKey } from '../../messages/workshops';

/**
 * A workshop's handouts as the form holds them: each language's points as one text, a point a line (simpler to
 * type, paste and reorder than a field per point), and each handout with a key of its own, so React keeps its
 * inputs (and focus) with it when another is added or removed. The keys stay in the browser.
 */

export interface HandoutTexts {
  title: string;
  summary: string;
  points: string;
}

export interface HandoutForm {
  key: string;
  en: HandoutTexts;
  sw: HandoutTexts;
  sourceUrl: string;
}

export interface HandoutsValues {
  materials: HandoutForm[];
}

export type HandoutText = keyof HandoutTexts;

/** The texts of a handout in each language, in the order the form shows them. */
export const HANDOUT_TEXTS: readonly HandoutText[] = ['title', 'summary', 'points'];

/** A field of a handout by the name the API and the form give it: 'materials[1].sw.points', 'materials[0].sourceUrl'. */
export const fieldName = (at: number, name: `${WrittenIn}.${HandoutText}` | 'sourceUrl') => `materials[${at}].${name}`;

/** The API keeps at most 20 handouts a workshop, and 30 points a handout in each language. */
export const MOST_HANDOUTS = 20;
export const MOST_POINTS = 30;

let made = 0;
const newKey = () => `handout-${++made}`;

const blankTexts = (): HandoutTexts => ({ title: '', summary: '', points: '' });

export const blankHandout = (): HandoutForm => ({ key: newKey(), en: blankTexts(), sw: blankTexts(), sourceUrl: '' });

const textsOf = (texts: MaterialTexts): HandoutTexts => ({ title: texts.title, summary: texts.summary, points: texts.points.join('\n') });

/** The handouts as read, for the form. */
export function formOf(materials: readonly EditableMaterial[]): HandoutsValues {
  return {
    materials: materials.map((material) => ({
      key: newKey(),
      en: textsOf(material.en),
      sw: textsOf(material.sw),
      sourceUrl: material.sourceUrl,
    })),
  };
}

/** A text of points as a list: a point a line, each trimmed; an empty line is no point. */
export const pointsOf = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((point) => point.trim())
    .filter(Boolean);

const materialTexts = (texts: HandoutTexts): MaterialTexts => ({ title: texts.title.trim(), summary: texts.summary.trim(), points: pointsOf(texts.points) });

/** What a save sends: every text trimmed, each language's points as a list. */
export const materialsOf = (form: HandoutsValues): EditableMaterial[] =>
  form.materials.map((handout) => ({ en: materialTexts(handout.en), sw: materialTexts(handout.sw), sourceUrl: handout.sourceUrl.trim() }));

/**
 * What the form refuses before sending, on the field at fault: an English title left empty; more points than
 * the API keeps; and Kiswahili written without its title, which the API would drop (a handout is read in
 * Kiswahili only once its Kiswahili title is written), so the translator's work is not lost unseen.
 */
export function checkHandouts(form: HandoutsValues): FormikErrors<HandoutsValues> {
  let errors: FormikErrors<HandoutsValues> = {};
  const refuse = (field: string, message: string) => {
    errors = setIn(errors, field, message) as FormikErrors<HandoutsValues>;
  };
  form.materials.forEach((handout, i) => {
    if (!handout.en.title.trim()) refuse(fieldName(i, 'en.title'), t('handoutTitleNeeded'));
    if (!handout.sw.title.trim() && (handout.sw.summary.trim() || pointsOf(handout.sw.points).length)) refuse(fieldName(i, 'sw.title'), t('handoutKiswahiliTitleNeeded'));
    for (const language of WRITTEN_IN) {
      const count = pointsOf(handout[language].points).length;
      if (count > MOST_POINTS) refuse(fieldName(i, `${language}.points`), t('handoutTooManyPoints', { most: MOST_POINTS, n: count }));
    }
  });
  return errors;
}

const REFUSED_FIELD = /^materials\[(\d+)\]\.(?:(en|sw)\.(title|summary|points)(?:\[\d+\])?|sourceUrl)$/;

/**
 * The form's field a refusal names ('materials[2].en.title', 'materials[0].sourceUrl'): one point refused
 * ('materials[1].sw.points[3]') is in its language's text of points. Null for anything else ('version', a
 * handout the form does not have): that is said above the button instead.
 */
export function fieldOf(refused: string | null, form: HandoutsValues): string | null {
  const match = refused ? REFUSED_FIELD.exec(refused) : null;
  if (!match) return null;
  const [, at, language, text] = match;
  if (Number(at) >= form.materials.length) return null;
  return `materials[${at}].${language ? `${language}.${text}` : 'sourceUrl'}`;
}

/** How the list of missing Kiswahili names each text. */
export const TEXT_WORDS: Record<HandoutText, PartKey> = { title: 'wordHandoutTitle', summary: 'wordSummary', points: 'wordPoints' };

/** A handout whose Kiswahili lacks texts its English has: where it is, and which texts (in the form's order). */
export interface MissingHandout {
  at: number;
  texts: HandoutText[];
}

/**
 * The Kiswahili each handout lacks, as typed now: its title always (without it Kiswahili readers get the
 * handout in English), its summary and points where the English has them.
 */
export function missingNow(form: HandoutsValues): MissingHandout[] {
  return form.materials.flatMap((handout, at) => {
    const texts = HANDOUT_TEXTS.filter((text) => !handout.sw[text].trim() && (text === 'title' || handout.en[text].trim()));
    return texts.length ? [{ at, texts }] : [];
  });
}

/** An input's id, from the form's id and the field's name: 'materials[1].en.title' is `<form>-materials-1-en-title`. */
export const inputId = (form: string, field: string) => `${form}-${field.replace(/[^A-Za-z0-9]+/g, '-').replace(/-$/, '')}`;
