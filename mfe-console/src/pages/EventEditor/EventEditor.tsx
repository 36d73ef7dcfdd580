import { CheckboxField } from '@civic/shared';
import { changedEvent, fetchEvents, saveEvent, unpublishEvent, type EditableEvent, type EventFields } from '../../api';
import { withAccess } from '../../access';
import { ContentPage } from '../../components/content/ContentPage';
import { RecordList, type CardParts } from '../../components/content/RecordList';
import { ValueGrid, ValueInput } from '../../components/content/parts';
import { dayText, placeInOrder, type ContentKind, type Errors, type ValueFieldsProps } from '../../components/content/kind';
import { t, useTranslations } from '../../messages/events';

const loadEvents = (signal: AbortSignal) => withAccess(() => fetchEvents(signal));

type Text = keyof EventFields['en'];

type Values = { date: string; time: string; location: string; isOnline: boolean };

function EventValueFields(form: ValueFieldsProps<Values>) {
  const { id, values, errors, change } = form;
  return (
    <ValueGrid>
      <ValueInput within={form} name="date" type="date" label={t('fieldDate')} required />
      <ValueInput within={form} name="time" type="time" label={t('fieldTime')} required />
      <div className="wide">
        <CheckboxField
          id={`${id}-isOnline`}
          label={t('fieldOnline')}
          checked={values.isOnline}
          error={errors['values.isOnline']}
          onChange={(event) => change('isOnline', event.target.checked)}
        />
      </div>
      <div className="wide">
        <ValueInput
          within={form}
          name="location"
          // An online event's location is its meeting link: the phone offers the keyboard for an address.
          inputMode={values.isOnline ? 'url' : undefined}
          spellCheck={values.isOnline ? false : undefined}
          label={t('fieldVenue')}
          required
        />
      </div>
    </ValueGrid>
  );
}

function checkValues(values: Values): Errors {
  const errors: Errors = {};
  if (!values.date.trim()) errors['values.date'] = t('requiredDate');
  if (!values.time.trim()) errors['values.time'] = t('requiredTime');
  if (!values.location.trim()) errors['values.location'] = t('requiredVenue');
  return errors;
}

/** Where an event is held: online at its link, or in person at its venue. */
const placeText = ({ location, isOnline }: Values) => (isOnline ? t('eventOnline', { link: location }) : t('eventInPerson', { venue: location }));

/** A townhall event: a title and a description, and its date, time and place; the newest date first, then the earliest time. */
const EVENTS: ContentKind<Text, EventFields, EditableEvent, Values> = {
  texts: [
    { name: 'title', label: 'fieldTitle', word: 'wordTitle', required: 'requiredTitle' },
    { name: 'description', label: 'fieldDescription', word: 'wordDescription', required: 'requiredDescription', rows: 6 },
  ],
  naming: 'title',
  values: {
    legend: 'eventValues',
    names: ['date', 'time', 'location', 'isOnline'],
    empty: { date: '', time: '', location: '', isOnline: false },
    read: ({ values }) => ({ ...values }),
    check: checkValues,
    Fields: EventValueFields,
    shown: ({ values }) => [
      { label: t('fieldDate'), text: dayText(values.date) },
      { label: t('fieldTime'), text: values.time },
      { label: t('fieldVenue'), text: placeText(values) },
    ],
  },
  compose: (texts, values) => ({
    ...texts,
    values: { date: values.date.trim(), time: values.time.trim(), location: values.location.trim(), isOnline: values.isOnline },
  }),
  words: {
    listHeading: 'eventsHeading',
    empty: 'eventsEmpty',
    count: 'eventsCount',
    missingCount: 'eventsMissingCount',
    published: 'eventStatePublished',
    draft: 'eventStateDraft',
    changed: 'eventStateChanged',
    edited: 'eventEditedBy',
    editedNever: 'eventEditedNever',
    doneDraft: 'doneDraft',
    donePublish: 'eventDonePublish',
    doneTakeDown: 'eventDoneTakeDown',
    saveFailed: 'eventSaveFailed',
    newRecord: 'eventNew',
    newHeading: 'eventNew',
  },
  save: saveEvent,
  unpublish: unpublishEvent,
  changed: changedEvent,
  place: (events, event) =>
    placeInOrder(events, event, (a, b) => {
      const [x, y] = [a.fields.values, b.fields.values];
      return x.date > y.date || (x.date === y.date && x.time < y.time);
    }),
};

/** Each event's date and time, and where it is held; Take down when it is published. */
const CARD: CardParts<EditableEvent> = {
  details: ({ fields: { values } }) => (
    <>
      <p>{t('when', { date: dayText(values.date), time: values.time })}</p>
      <p>{placeText(values)}</p>
    </>
  ),
  takeDown: true,
};

/** /console/content/events: the townhall meetings citizens read about, edited in English and Kiswahili, for editors. */
export default function EventEditor() {
  // This page's own texts, in the page's language, before it shows.
  useTranslations();
  return (
    <ContentPage page="events" path="/console/content/events" title="eventsTitle" intro="eventsIntro" loadFailed="eventsLoadFailed" load={loadEvents}>
      {(list) => <RecordList kind={EVENTS} list={list.events} parts={CARD} />}
    </ContentPage>
  );
}
