import { useId, type MouseEvent } from 'react';
import styled from 'styled-components';
import { Muted } from '../../components/content/parts';
import { t } from '../../messages';
import { TEXT_WORDS, fieldName, inputId, missingNow, type HandoutsValues } from './handouts';

const Links = styled.ul`
  padding-left: 1.25rem;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    overflow-wrap: anywhere;
  }
`;

/**
 * The Kiswahili each handout lacks, as the form now holds it: "Handout 2: title, points", each a link to the
 * first of its fields to translate.
 */
export function MissingHandouts({ form, formId }: { form: HandoutsValues; formId: string }) {
  const id = useId();
  const missing = missingNow(form);

  function focus(event: MouseEvent<HTMLAnchorElement>, field: string) {
    // The page's address stays as it is (the shell's router owns it); the field takes focus, and scrolls into view with it.
    event.preventDefault();
    document.getElementById(inputId(formId, field))?.focus();
  }

  return (
    <section aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('missingHeading')}</h3>
      {missing.length ? (
        <>
          <Muted>{t('handoutsMissingHint')}</Muted>
          <Links>
            {missing.map(({ at, texts }) => {
              const field = fieldName(at, `sw.${texts[0]!}`);
              return (
                <li key={at}>
                  <a href={`#${inputId(formId, field)}`} onClick={(event) => focus(event, field)}>
                    {t('handoutMissing', { n: at + 1, fields: texts.map((text) => t(TEXT_WORDS[text])).join(', ') })}
                  </a>
                </li>
              );
            })}
          </Links>
        </>
      ) : (
        <p>{t('kiswahiliComplete')}</p>
      )}
    </section>
  );
}
