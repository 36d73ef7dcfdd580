import { Button, formatFileSize } from '@civic/shared';
import { PUBLICATION_CATEGORIES } from '@civic/shared/contracts';
import { changedPublication, fetchPublications, savePublication, unpublishPublication, type EditablePublication, type PublicationFields, type PublicationValues } from '../../api';
import { withAccess } from '../../access';
import { ContentPage } from '../../components/content/ContentPage';
import { RecordList, type CardParts, type Panels } from '../../components/content/RecordList';
import { ValueGrid, ValueInput, ValueSelect } from '../../components/content/parts';
import { dayText, placeInOrder, type ContentKind, type Errors, type ValueFieldsProps } from '../../components/content/kind';
import { t, useTranslations } from '../../messages/publications';
import { DocumentPanel } from './DocumentPanel';
import { CATEGORIES, categoryText, documentTypeText } from './words';

const loadPublications = (signal: AbortSignal) => withAccess(() => fetchPublications(signal));

type Text = keyof PublicationFields['en'];

/** A publication's values as the form holds them: a category not yet chosen is ''. */
type Values = { category: string; publishedOn: string };

function PublicationValueFields(form: ValueFieldsProps<Values>) {
  return (
    <ValueGrid>
      <ValueSelect
        within={form}
        name="category"
        label={t('publicationCategory')}
        required
        choose={t('publicationCategoryChoose')}
        options={PUBLICATION_CATEGORIES.map((category) => ({ value: category, text: t(CATEGORIES[category]) }))}
      />
      <ValueInput within={form} name="publishedOn" type="date" label={t('fieldPublishedOn')} hint={t('publishedOnHint')} required />
    </ValueGrid>
  );
}

function checkValues(values: Values): Errors {
  const errors: Errors = {};
  if (!values.category) errors['values.category'] = t('requiredPublicationCategory');
  if (!values.publishedOn.trim()) errors['values.publishedOn'] = t('requiredDate');
  return errors;
}

/**
 * A publication: its title and description, its category and date; the newest date first, as the API lists them.
 * Its document is uploaded beside it (DocumentPanel), once it is saved: a new one is saved as a draft first.
 */
const PUBLICATIONS: ContentKind<Text, PublicationFields, EditablePublication, Values> = {
  texts: [
    { name: 'title', label: 'fieldTitle', word: 'wordTitle', required: 'requiredTitle' },
    { name: 'description', label: 'fieldDescription', word: 'wordDescription', required: 'requiredDescription', rows: 6 },
  ],
  naming: 'title',
  values: {
    legend: 'publicationValues',
    names: ['category', 'publishedOn'],
    empty: { category: '', publishedOn: '' },
    read: ({ values }) => ({ ...values }),
    check: checkValues,
    Fields: PublicationValueFields,
    shown: ({ values }) => [
      { label: t('publicationCategory'), text: categoryText(values.category) },
      { label: t('fieldPublishedOn'), text: dayText(values.publishedOn) },
    ],
  },
  compose: (texts, values) => ({
    ...texts,
    values: { category: values.category as PublicationValues['category'], publishedOn: values.publishedOn.trim() },
  }),
  // A publication agrees in Kiswahili as an FAQ entry does (`chapisho limechapishwa`): it shares the entry's words for its state.
  words: {
    listHeading: 'publicationsHeading',
    empty: 'publicationsEmpty',
    count: 'publicationsCount',
    missingCount: 'publicationsMissingCount',
    published: 'statePublished',
    draft: 'stateDraft',
    changed: 'stateChanged',
    edited: 'editedBy',
    editedNever: 'editedNever',
    doneDraft: 'doneDraft',
    donePublish: 'publicationDonePublish',
    doneTakeDown: 'publicationDoneTakeDown',
    saveFailed: 'publicationSaveFailed',
    newRecord: 'publicationNew',
    newHeading: 'publicationNew',
  },
  save: savePublication,
  unpublish: unpublishPublication,
  changed: changedPublication,
  // The API's order: the newest date first, then by title.
  place: (publications, publication) =>
    placeInOrder(publications, publication, (a, b) => {
      const [dateA, dateB] = [a.fields.values.publishedOn, b.fields.values.publishedOn];
      return dateA > dateB || (dateA === dateB && a.fields.en.title < b.fields.en.title);
    }),
};

/** Each publication's category, date and document (or that it has none yet); its document's panel; Take down when it is published. */
const CARD: CardParts<EditablePublication> = {
  details: ({ fields: { values }, file }) => (
    <>
      <p>{t('publicationCategoryLine', { category: categoryText(values.category) })}</p>
      <p>{t('publishedOnLine', { date: dayText(values.publishedOn) })}</p>
      <p>{file ? t('documentLine', { name: file.name, type: documentTypeText(file.mediaType), size: formatFileSize(file.sizeBytes) }) : t('documentNone')}</p>
    </>
  ),
  actions: (publication, open) => (
    <Button type="button" $variant="secondary" data-focus="panel-document" aria-label={t('documentLabel', { title: publication.fields.en.title })} onClick={() => open('document')}>
      {t('document')}
    </Button>
  ),
  takeDown: true,
};

/** What opens beside a publication, in place of the list: its document. */
const PANELS: Panels<EditablePublication> = { document: DocumentPanel };

/** /console/content/publications: the documents citizens download from the Publications page, edited in English and Kiswahili, with their document, for editors. */
export default function PublicationEditor() {
  // This page's own texts, in the page's language, before it shows.
  useTranslations();
  return (
    <ContentPage
      page="publications"
      path="/console/content/publications"
      title="publicationsTitle"
      intro="publicationsIntro"
      loadFailed="publicationsLoadFailed"
      load={loadPublications}
    >
      {(list) => <RecordList kind={PUBLICATIONS} list={list.publications} parts={CARD} panels={PANELS} />}
    </ContentPage>
  );
}
