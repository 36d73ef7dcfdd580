import { changedEntry, deleteFaqEntry, fetchFaqEntries, moveFaqEntry, saveFaqEntry, unpublishFaqEntry, type EditableFaqEntry, type FaqFields } from '../../api';
import { withAccess } from '../../access';
import { ContentPage } from '../../components/content/ContentPage';
import { RecordList, type CardParts } from '../../components/content/RecordList';
import { Kind } from '../../components/content/parts';
import { placeInOrder, type ContentKind, type FormValues } from '../../components/content/kind';
import { t, useTranslations } from '../../messages/faq';

const loadEntries = (signal: AbortSignal) => withAccess(() => fetchFaqEntries(signal));

type Text = keyof FaqFields['en'];

/**
 * An FAQ entry: three texts, no other values; a new one goes at the end, by its place. Editors choose the order
 * citizens read the entries in, and may delete an entry for good.
 */
const FAQ: ContentKind<Text, FaqFields, EditableFaqEntry, FormValues> = {
  texts: [
    { name: 'category', label: 'fieldCategory', word: 'wordCategory', required: 'requiredCategory' },
    { name: 'question', label: 'fieldQuestion', word: 'wordQuestion', required: 'requiredQuestion' },
    { name: 'answer', label: 'fieldAnswer', word: 'wordAnswer', required: 'requiredAnswer', rows: 6 },
  ],
  naming: 'question',
  compose: (texts) => texts,
  words: {
    listHeading: 'faqEntriesHeading',
    empty: 'faqEmpty',
    count: 'faqEntries',
    missingCount: 'faqMissingCount',
    published: 'statePublished',
    draft: 'stateDraft',
    changed: 'stateChanged',
    edited: 'editedBy',
    editedNever: 'editedNever',
    doneDraft: 'doneDraft',
    donePublish: 'donePublish',
    doneTakeDown: 'doneTakeDown',
    saveFailed: 'faqSaveFailed',
    newRecord: 'faqNew',
    newHeading: 'faqNewHeading',
  },
  save: saveFaqEntry,
  unpublish: unpublishFaqEntry,
  changed: changedEntry,
  place: (entries, entry) => placeInOrder(entries, entry, (a, b) => b.position > a.position),
  arranging: {
    move: async (entry, to) => {
      await moveFaqEntry(entry.id, entry.version, to);
    },
    remove: (entry) => deleteFaqEntry(entry.id, entry.version),
    read: async () => (await fetchFaqEntries()).entries,
    confirmDelete: 'faqDeleteConfirm',
    deleted: 'faqDeleted',
  },
};

/** Each entry's place and category above its question. */
const CARD: CardParts<EditableFaqEntry> = {
  above: (entry) => (
    <Kind>
      {t('faqPosition', { n: entry.position })} · <span lang="en">{entry.fields.en.category}</span>
    </Kind>
  ),
};

/** /console/content/faq: the FAQ citizens read, edited in English and Kiswahili, for editors. */
export default function FaqEditor() {
  // This page's own texts, in the page's language, before it shows.
  useTranslations();
  return (
    <ContentPage page="faq" path="/console/content/faq" title="faqTitle" intro="faqIntro" loadFailed="faqLoadFailed" load={loadEntries}>
      {(list) => <RecordList kind={FAQ} list={list.entries} parts={CARD} />}
    </ContentPage>
  );
}
