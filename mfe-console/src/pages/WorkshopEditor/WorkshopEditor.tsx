import { Button, counted } from '@civic/shared';
import { fetchWorkshops, saveWorkshop, unpublishWorkshop, changedWorkshop, type EditableWorkshop, type WorkshopFields, type WorkshopValues } from '../../api';
import { withAccess } from '../../access';
import { ContentPage } from '../../components/content/ContentPage';
import { RecordList, type CardParts, type Panels } from '../../components/content/RecordList';
import { ValueGrid, ValueInput, ValueSelect } from '../../components/content/parts';
import { dayText, placeInOrder, type ContentKind, type Errors, type ValueFieldsProps } from '../../components/content/kind';
import { laterForm } from '../../components/LaterForm';
import { t, useTranslations } from '../../messages/workshops';
import { Registrations } from './Registrations';

const loadWorkshops = (signal: AbortSignal) => withAccess(() => fetchWorkshops(signal));

type Text = keyof WorkshopFields['en'];

/** A workshop's values as the form holds them: the number of seats as typed. */
type Values = { date: string; time: string; category: string; capacity: string; meetingLink: string };

const CATEGORIES = { upcoming: 'categoryUpcoming', ongoing: 'categoryOngoing', completed: 'categoryCompleted' } as const;

/** A category's word; one the console does not know (a newer API) as the API gives it. */
const categoryText = (category: string) => (category in CATEGORIES ? t(CATEGORIES[category as keyof typeof CATEGORIES]) : category);

function WorkshopValueFields(form: ValueFieldsProps<Values>) {
  return (
    <ValueGrid>
      <ValueInput within={form} name="date" type="date" label={t('fieldDate')} required />
      <ValueInput within={form} name="time" type="time" label={t('fieldTime')} required />
      <ValueSelect
        within={form}
        name="category"
        label={t('workshopCategory')}
        required
        options={Object.entries(CATEGORIES).map(([category, word]) => ({ value: category, text: t(word) }))}
      />
      <ValueInput within={form} name="capacity" type="number" inputMode="numeric" min={1} step={1} label={t('fieldCapacity')} hint={t('capacityHint')} required />
      <div className="wide">
        <ValueInput within={form} name="meetingLink" type="url" inputMode="url" autoComplete="off" spellCheck={false} label={t('fieldMeetingLink')} hint={t('meetingLinkHint')} />
      </div>
    </ValueGrid>
  );
}

function checkValues(values: Values): Errors {
  const errors: Errors = {};
  if (!values.date.trim()) errors['values.date'] = t('requiredDate');
  if (!values.time.trim()) errors['values.time'] = t('requiredTime');
  if (!values.capacity.trim()) errors['values.capacity'] = t('requiredCapacity');
  return errors;
}

/** A workshop: four texts, and its date, time, category, seats and meeting link; the newest date first. */
const WORKSHOPS: ContentKind<Text, WorkshopFields, EditableWorkshop, Values> = {
  texts: [
    { name: 'title', label: 'fieldTitle', word: 'wordTitle', required: 'requiredTitle' },
    { name: 'description', label: 'fieldDescription', word: 'wordDescription', required: 'requiredDescription', rows: 6 },
    { name: 'location', label: 'fieldLocation', word: 'wordLocation', required: 'requiredLocation' },
    { name: 'duration', label: 'fieldDuration', word: 'wordDuration', required: 'requiredDuration' },
  ],
  naming: 'title',
  values: {
    legend: 'workshopValues',
    names: ['date', 'time', 'category', 'capacity', 'meetingLink'],
    empty: { date: '', time: '', category: 'upcoming', capacity: '', meetingLink: '' },
    read: ({ values }) => ({ ...values, capacity: String(values.capacity) }),
    check: checkValues,
    Fields: WorkshopValueFields,
    shown: ({ values }) => [
      { label: t('fieldDate'), text: dayText(values.date) },
      { label: t('fieldTime'), text: values.time },
      { label: t('workshopCategory'), text: categoryText(values.category) },
      { label: t('fieldCapacity'), text: String(values.capacity) },
      { label: t('fieldMeetingLink'), text: values.meetingLink },
    ],
  },
  compose: (texts, values) => ({
    ...texts,
    values: {
      date: values.date.trim(),
      time: values.time.trim(),
      category: values.category as WorkshopValues['category'],
      capacity: Number(values.capacity.trim()),
      meetingLink: values.meetingLink.trim(),
    },
  }),
  words: {
    listHeading: 'workshopsHeading',
    empty: 'workshopsEmpty',
    count: 'workshopsCount',
    missingCount: 'workshopsMissingCount',
    published: 'workshopStatePublished',
    draft: 'workshopStateDraft',
    changed: 'workshopStateChanged',
    edited: 'workshopEditedBy',
    editedNever: 'workshopEditedNever',
    doneDraft: 'doneDraft',
    donePublish: 'workshopDonePublish',
    doneTakeDown: 'workshopDoneTakeDown',
    saveFailed: 'workshopSaveFailed',
    newRecord: 'workshopNew',
    newHeading: 'workshopNew',
  },
  save: saveWorkshop,
  unpublish: unpublishWorkshop,
  changed: changedWorkshop,
  place: (workshops, workshop) => placeInOrder(workshops, workshop, (a, b) => a.fields.values.date > b.fields.values.date),
};

/** Each workshop's date and time, category, seats, waitlist and handouts; its registrations and handouts; Take down when it is published. */
const CARD: CardParts<EditableWorkshop> = {
  details: ({ fields: { values }, seats, materials }) => (
    <>
      <p>{t('when', { date: dayText(values.date), time: values.time })}</p>
      <p>{t('workshopCategoryLine', { category: categoryText(values.category) })}</p>
      <p>{t('seatsTaken', { taken: seats.taken, capacity: seats.capacity })}</p>
      <p>{t('waitlistCount', counted(seats.waitlist))}</p>
      <p>{t('handoutsCount', counted(materials.length))}</p>
    </>
  ),
  actions: (workshop, open) => (
    <>
      <Button
        type="button"
        $variant="secondary"
        data-focus="panel-registrations"
        aria-label={t('registrationsLabel', { title: workshop.fields.en.title })}
        onClick={() => open('registrations')}
      >
        {t('registrations')}
      </Button>
      <Button type="button" $variant="secondary" data-focus="panel-handouts" aria-label={t('handoutsLabel', { title: workshop.fields.en.title })} onClick={() => open('handouts')}>
        {t('handouts')}
      </Button>
    </>
  ),
  takeDown: true,
};

/** The handouts' form, with the form library, fetched when an editor first opens it. */
const Handouts = laterForm(() => import(/* webpackChunkName: "handouts-form" */ './Handouts').then((module) => module.Handouts), 2);

/** What opens beside a workshop, in place of the list: who registered and who waits, and its handouts. */
const PANELS: Panels<EditableWorkshop> = { registrations: Registrations, handouts: Handouts };

/** /console/content/workshops: the workshops citizens register for, edited in English and Kiswahili, with who registered and who waits, and their handouts, for editors. */
export default function WorkshopEditor() {
  // This page's own texts, in the page's language, before it shows.
  useTranslations();
  return (
    <ContentPage page="workshops" path="/console/content/workshops" title="workshopsTitle" intro="workshopsIntro" loadFailed="workshopsLoadFailed" load={loadWorkshops}>
      {(list) => <RecordList kind={WORKSHOPS} list={list.workshops} parts={CARD} panels={PANELS} />}
    </ContentPage>
  );
}
