import { changedTestimonial, fetchTestimonials, saveTestimonial, unpublishTestimonial, type EditableTestimonial, type TestimonialFields } from '../../api';
import { withAccess } from '../../access';
import { ContentPage } from '../../components/content/ContentPage';
import { RecordList, type CardParts } from '../../components/content/RecordList';
import { ValueGrid, ValueInput, ValueSelect } from '../../components/content/parts';
import { placeInOrder, type ContentKind, type Errors, type ValueFieldsProps } from '../../components/content/kind';
import { t, useTranslations } from '../../messages/people';

const loadTestimonials = (signal: AbortSignal) => withAccess(() => fetchTestimonials(signal));

type Text = keyof TestimonialFields['en'];

/** A testimonial's values as the form holds them: the rating as chosen ('1' to '5'), '' before it is. */
type Values = { author: string; rating: string };

const RATINGS = ['1', '2', '3', '4', '5'] as const;

/** How many words of a quote its card shows. */
const QUOTE_WORDS = 12;

/** A quote's first words, "…" after them when there are more. */
function firstWords(quote: string): string {
  const words = quote.trim().split(/\s+/);
  return words.length > QUOTE_WORDS ? `${words.slice(0, QUOTE_WORDS).join(' ')}…` : words.join(' ');
}

function TestimonialValueFields(form: ValueFieldsProps<Values>) {
  return (
    <ValueGrid>
      <ValueInput within={form} name="author" label={t('fieldName')} autoComplete="off" required />
      <ValueSelect
        within={form}
        name="rating"
        label={t('fieldRating')}
        required
        choose={t('ratingChoose')}
        options={RATINGS.map((rating) => ({ value: String(rating), text: String(rating) }))}
      />
    </ValueGrid>
  );
}

function checkValues(values: Values): Errors {
  const errors: Errors = {};
  if (!values.author.trim()) errors['values.author'] = t('requiredName');
  if (!values.rating) errors['values.rating'] = t('requiredRating');
  return errors;
}

/** A testimonial: who said it and their rating first, then the quote, their position and organisation in both languages; in the API's order. */
const TESTIMONIALS: ContentKind<Text, TestimonialFields, EditableTestimonial, Values> = {
  texts: [
    { name: 'quote', label: 'fieldQuote', word: 'wordQuote', required: 'requiredQuote', rows: 5 },
    { name: 'position', label: 'fieldPosition', word: 'wordPosition', required: 'requiredPosition' },
    { name: 'company', label: 'fieldOrganisation', word: 'wordOrganisation', required: 'requiredOrganisation' },
  ],
  naming: ({ values }) => values.author,
  values: {
    legend: 'testimonialValues',
    first: true,
    names: ['author', 'rating'],
    empty: { author: '', rating: '' },
    read: ({ values }) => ({ author: values.author, rating: String(values.rating) }),
    check: checkValues,
    Fields: TestimonialValueFields,
    shown: ({ values }) => [
      { label: t('fieldName'), text: values.author },
      { label: t('fieldRating'), text: String(values.rating) },
    ],
  },
  compose: (texts, values) => ({ ...texts, values: { author: values.author.trim(), rating: Number(values.rating) } }),
  words: {
    listHeading: 'testimonialsHeading',
    empty: 'testimonialsEmpty',
    count: 'testimonialsCount',
    missingCount: 'testimonialsMissingCount',
    published: 'testimonialStatePublished',
    draft: 'testimonialStateDraft',
    changed: 'testimonialStateChanged',
    edited: 'testimonialEditedBy',
    editedNever: 'testimonialEditedNever',
    doneDraft: 'doneDraft',
    donePublish: 'testimonialDonePublish',
    doneTakeDown: 'testimonialDoneTakeDown',
    saveFailed: 'testimonialSaveFailed',
    newRecord: 'testimonialNew',
    newHeading: 'testimonialNew',
  },
  save: saveTestimonial,
  unpublish: unpublishTestimonial,
  changed: changedTestimonial,
  // Ids are numbers, the next one for a new testimonial.
  place: (testimonials, testimonial) => placeInOrder(testimonials, testimonial, (a, b) => Number(a.id) < Number(b.id)),
};

/** Each testimonial's first words, who said it where, and its rating; Take down when it is published. */
const CARD: CardParts<EditableTestimonial> = {
  details: ({ fields: { en, values } }) => (
    <>
      <p lang="en">{t('quoteLine', { quote: firstWords(en.quote) })}</p>
      <p lang="en">{t('positionLine', { position: en.position, organisation: en.company })}</p>
      <p>{t('ratingLine', { rating: values.rating })}</p>
    </>
  ),
  takeDown: true,
};

/** /console/content/testimonials: what people say of Uwazi Hub on Our Story, edited in English and Kiswahili, for editors. */
export default function TestimonialEditor() {
  // This page's own texts, in the page's language, before it shows.
  useTranslations();
  return (
    <ContentPage
      page="testimonials"
      path="/console/content/testimonials"
      title="testimonialsTitle"
      intro="testimonialsIntro"
      loadFailed="testimonialsLoadFailed"
      load={loadTestimonials}
    >
      {(list) => <RecordList kind={TESTIMONIALS} list={list.testimonials} parts={CARD} />}
    </ContentPage>
  );
}
