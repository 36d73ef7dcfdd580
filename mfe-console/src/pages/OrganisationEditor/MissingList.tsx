import { useId, type MouseEvent } from 'react';
import styled from 'styled-components';
import { Muted } from '../../components/content/parts';
import { t } from '../../messages';
import { officeName } from './OfficeFieldset';
import { inputId, missingNow, type MissingText, type DetailsValues } from './form';

const Links = styled.ul`
  padding-left: 1.25rem;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    overflow-wrap: anywhere;
  }
`;

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
  const id = useId();
  const missing = missingNow(form);
  const unknown = saved.filter((name) => !KNOWN.test(name));

  function focus(event: MouseEvent<HTMLAnchorElement>, field: string) {
    // The page's address stays as it is (the shell's router owns it); the field takes focus, and scrolls into view with it.
    event.preventDefault();
    document.getElementById(inputId(formId, field))?.focus();
  }

  return (
    <section aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('missingHeading')}</h3>
      {missing.length || unknown.length ? (
        <>
          <Muted>{t('missingHint')}</Muted>
          <Links>
            {missing.map((each) => (
              <li key={each.field}>
                <a href={`#${inputId(formId, each.field)}`} onClick={(event) => focus(event, each.field)}>
                  {textOf(each, form)}
                </a>
              </li>
            ))}
            {unknown.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </Links>
        </>
      ) : (
        <p>{t('kiswahiliComplete')}</p>
      )}
    </section>
  );
}
