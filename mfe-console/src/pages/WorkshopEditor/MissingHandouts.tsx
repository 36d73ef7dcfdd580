import { MissingLinks } from '../../components/content/MissingLinks';
import { t } from '../../messages/workshops';
import { TEXT_WORDS, fieldName, inputId, missingNow, type HandoutsValues } from './handouts';

/**
 * The Kiswahili each handout lacks, as the form now holds it: "Handout 2: title, points", each a link to the
 * first of its fields to translate.
 */
export function MissingHandouts({ form, formId }: { form: HandoutsValues; formId: string }) {
  const links = missingNow(form).map(({ at, texts }) => ({
    key: String(at),
    text: t('handoutMissing', { n: at + 1, fields: texts.map((text) => t(TEXT_WORDS[text])).join(', ') }),
    inputId: inputId(formId, fieldName(at, `sw.${texts[0]!}`)),
  }));
  return <MissingLinks hint={t('handoutsMissingHint')} links={links} />;
}
