import { useId, type MouseEvent } from 'react';
import styled from 'styled-components';
import { t } from '../../messages';
import { Muted } from './parts';

const Links = styled.ul`
  padding-left: 1.25rem;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    overflow-wrap: anywhere;
  }
`;

/** One text left untranslated: what it is called, and the id of the input that takes it. */
export interface MissingLink {
  key: string;
  text: string;
  inputId: string;
}

/**
 * "Missing in Kiswahili" for a form: each text still empty as a link that focuses its field, and any further
 * names given as they are (ones a newer API knows and this console does not); or that nothing is missing.
 */
export function MissingLinks({ hint, links, others = [] }: { hint: string; links: readonly MissingLink[]; others?: readonly string[] }) {
  const id = useId();

  function focus(event: MouseEvent<HTMLAnchorElement>, inputId: string) {
    // The page's address stays as it is (the shell's router owns it); the field takes focus, and scrolls into view with it.
    event.preventDefault();
    document.getElementById(inputId)?.focus();
  }

  return (
    <section aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('missingHeading')}</h3>
      {links.length || others.length ? (
        <>
          <Muted>{hint}</Muted>
          <Links>
            {links.map((link) => (
              <li key={link.key}>
                <a href={`#${link.inputId}`} onClick={(event) => focus(event, link.inputId)}>
                  {link.text}
                </a>
              </li>
            ))}
            {others.map((name) => (
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
