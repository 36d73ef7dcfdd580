import { CheckboxField } from '@civic/shared';
import { INSTRUCTOR_DAYS } from '@civic/shared/contracts';
import { changedInstructor, fetchInstructors, saveInstructor, unpublishInstructor, type EditableInstructor, type InstructorFields, type InstructorValues } from '../../api';
import { withAccess } from '../../access';
import { ContentPage } from '../../components/content/ContentPage';
import { RecordList, type CardParts } from '../../components/content/RecordList';
import { ValueGrid, ValueInput, ValueSelect } from '../../components/content/parts';
import { placeInOrder, type ContentKind, type Errors, type ValueFieldsProps } from '../../components/content/kind';
import { t, useTranslations } from '../../messages/people';

const loadExperts = (signal: AbortSignal) => withAccess(() => fetchInstructors(signal));

type Text = keyof InstructorFields['en'];

/** An expert's values as the form holds them: a day not yet chosen is ''. */
type Values = { name: string; dayOfWeek: string; time: string; isAvailable: boolean };

type Day = (typeof INSTRUCTOR_DAYS)[number];

/** Each day's name, and its weekly session ("Wednesdays at 16:00"). */
const DAYS = {
  Monday: { day: 'dayMonday', weekly: 'weeklyMonday' },
  Tuesday: { day: 'dayTuesday', weekly: 'weeklyTuesday' },
  Wednesday: { day: 'dayWednesday', weekly: 'weeklyWednesday' },
  Thursday: { day: 'dayThursday', weekly: 'weeklyThursday' },
  Friday: { day: 'dayFriday', weekly: 'weeklyFriday' },
  Saturday: { day: 'daySaturday', weekly: 'weeklySaturday' },
  Sunday: { day: 'daySunday', weekly: 'weeklySunday' },
} as const satisfies Record<Day, { day: string; weekly: string }>;

const isDay = (day: string): day is Day => day in DAYS;

/** A day's name; one the console does not know (a newer API) as the API gives it. */
const dayName = (day: string) => (isDay(day) ? t(DAYS[day].day) : day);

/** "Wednesdays at 16:00". */
const sessionText = ({ dayOfWeek, time }: Pick<Values, 'dayOfWeek' | 'time'>) =>
  isDay(dayOfWeek) ? t(DAYS[dayOfWeek].weekly, { time }) : t('weeklyOther', { day: dayOfWeek, time });

/** Whether citizens can book them, in words. */
const availabilityText = (isAvailable: boolean) => t(isAvailable ? 'expertAvailable' : 'expertAway');

function ExpertValueFields(form: ValueFieldsProps<Values>) {
  const { id, values, errors, change } = form;
  return (
    <ValueGrid>
      <div className="wide">
        <ValueInput within={form} name="name" label={t('fieldName')} autoComplete="off" required />
      </div>
      <ValueSelect
        within={form}
        name="dayOfWeek"
        label={t('fieldDay')}
        required
        choose={t('dayChoose')}
        options={INSTRUCTOR_DAYS.map((day) => ({ value: day, text: t(DAYS[day].day) }))}
      />
      <ValueInput within={form} name="time" type="time" label={t('fieldSessionTime')} required />
      <div className="wide">
        <CheckboxField
          id={`${id}-isAvailable`}
          label={t('fieldAvailable')}
          checked={values.isAvailable}
          error={errors['values.isAvailable']}
          onChange={(event) => change('isAvailable', event.target.checked)}
        />
      </div>
    </ValueGrid>
  );
}

function checkValues(values: Values): Errors {
  const errors: Errors = {};
  if (!values.name.trim()) errors['values.name'] = t('requiredName');
  if (!values.dayOfWeek) errors['values.dayOfWeek'] = t('requiredDay');
  if (!values.time.trim()) errors['values.time'] = t('requiredSessionTime');
  return errors;
}

/**
 * A volunteer expert (the API's instructor): their name and weekly session first, then their title, expertise,
 * bio and professional background in both languages; by name, as the API lists them.
 */
const EXPERTS: ContentKind<Text, InstructorFields, EditableInstructor, Values> = {
  texts: [
    { name: 'title', label: 'fieldExpertTitle', word: 'wordExpertTitle', required: 'requiredExpertTitle' },
    { name: 'expertise', label: 'fieldExpertise', word: 'wordExpertise', required: 'requiredExpertise' },
    { name: 'bio', label: 'fieldBio', word: 'wordBio', required: 'requiredBio', rows: 6 },
    { name: 'professionalism', label: 'fieldProfessionalism', word: 'wordProfessionalism', required: 'requiredProfessionalism' },
  ],
  naming: ({ values }) => values.name,
  values: {
    legend: 'expertValues',
    first: true,
    names: ['name', 'dayOfWeek', 'time', 'isAvailable'],
    // Someone added is one citizens can book, once published.
    empty: { name: '', dayOfWeek: '', time: '', isAvailable: true },
    read: ({ values }) => ({ ...values }),
    check: checkValues,
    Fields: ExpertValueFields,
    shown: ({ values }) => [
      { label: t('fieldName'), text: values.name },
      { label: t('fieldDay'), text: dayName(values.dayOfWeek) },
      { label: t('fieldSessionTime'), text: values.time },
      { label: t('fieldAvailable'), text: availabilityText(values.isAvailable) },
    ],
  },
  compose: (texts, values) => ({
    ...texts,
    values: { name: values.name.trim(), dayOfWeek: values.dayOfWeek as InstructorValues['dayOfWeek'], time: values.time.trim(), isAvailable: values.isAvailable },
  }),
  words: {
    listHeading: 'expertsHeading',
    empty: 'expertsEmpty',
    count: 'expertsCount',
    missingCount: 'expertsMissingCount',
    published: 'personStatePublished',
    draft: 'personStateDraft',
    changed: 'personStateChanged',
    edited: 'personEditedBy',
    editedNever: 'personEditedNever',
    doneDraft: 'doneDraft',
    donePublish: 'personDonePublish',
    doneTakeDown: 'personDoneTakeDown',
    saveFailed: 'expertSaveFailed',
    newRecord: 'expertNew',
    newHeading: 'expertNew',
  },
  save: saveInstructor,
  unpublish: unpublishInstructor,
  changed: changedInstructor,
  place: (experts, expert) => placeInOrder(experts, expert, (a, b) => a.fields.values.name.localeCompare(b.fields.values.name) < 0),
};

/** Each expert's title, weekly session, and whether citizens can book them; Take down when they are published. */
const CARD: CardParts<EditableInstructor> = {
  details: ({ fields: { en, values } }) => (
    <>
      <p lang="en">{en.title}</p>
      <p>{sessionText(values)}</p>
      <p>{availabilityText(values.isAvailable)}</p>
    </>
  ),
  takeDown: true,
};

/** /console/content/experts: the volunteer experts citizens book, with their weekly session, edited in English and Kiswahili, for editors. */
export default function ExpertEditor() {
  // This page's own texts, in the page's language, before it shows.
  useTranslations();
  return (
    <ContentPage page="experts" path="/console/content/experts" title="expertsTitle" intro="expertsIntro" loadFailed="expertsLoadFailed" load={loadExperts}>
      {(list) => <RecordList kind={EXPERTS} list={list.instructors} parts={CARD} />}
    </ContentPage>
  );
}
