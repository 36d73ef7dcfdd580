import { MissingLinks } from '../../components/content/MissingLinks';
import { t } from '../../messages/organisation';
import { officeName } from './OfficeFieldset';
import { inputId, missingNow, type MissingText, type DetailsValues } from './form';

/** The names the API gives the Kiswahili texts the console knows; another one comes from a newer API. */
const KNOWN = /^offices\[\d+\]\.(name\.sw|hours\[\d+\]\.(days|hours)\.sw)$/;

function textOf(missing: MissingText, form: DetailsValues): string {
  const office = officeName(form.offices[missing.office]!);
  if (missing.of === 'officeName') return t('missingOfficeName', { office });
  return t(missing.of === 'days' ? 'missingDays' : 'missingHours', { n: missing.row + 1, office });
}

/**
 * The Kiswahili texts left empty, as the form now holds them, each a link to its field; and any the API named
 * when it last answered that this console does not know, as the API names them.
 */
export function MissingList({ form, formId, saved }: { form: DetailsValues; formId: string; saved: readonly string[] }) {
  const links = missingNow(form).map((each) => ({ key: each.field, text: textOf(each, form), inputId: inputId(formId, each.field) }));
  return <MissingLinks hint={t('missingHint')} links={links} others={saved.filter((name) => !KNOWN.test(name))} />;
}
