import { useState } from 'react';
import styled from 'styled-components';
import { api, chooseLanguage, LANGUAGE_NAMES, LANGUAGES, session$, toApiError, toast, useLanguage, type Language } from '@civic/shared';
import { t } from '../messages';

const List = styled.ul<{ $onDark: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
  white-space: nowrap;
  li + li::before {
    content: '|';
    color: ${({ theme, $onDark }) => ($onDark ? theme.colors.onDark : theme.colors.muted)};
    margin-right: ${({ theme }) => theme.space(1)};
  }
  /* In the dark top bar: light text, the bar's own height. */
  ${({ $onDark, theme }) =>
    $onDark
      ? `color: ${theme.colors.onDark};
  button { color: #fff; min-height: 36px; }
  span { min-height: 36px; }`
      : ''}
`;

const Current = styled.span`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(1)};
  font-weight: 700;
`;

const Choice = styled.button`
  font: inherit;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(1)};
  background: none;
  border: 0;
  color: ${({ theme }) => theme.colors.primaryDark};
  text-decoration: underline;
  text-underline-offset: 3px;
  cursor: pointer;
  &:disabled {
    cursor: progress;
  }
`;

/** Keeps a signed-in citizen's choice with their account, so it follows them to another device. */
async function saveWithAccount(language: Language) {
  if (!session$.getValue()) return;
  try {
    await api.put('/api/auth/language/', { language });
  } catch (error) {
    toast.error(toApiError(error, t('languageNotSaved')).message);
  }
}

/**
 * "English | Kiswahili": the language shown is plain text, the other a button, each name in its own language
 * (GOV.UK's pattern for Welsh). On a wide screen it sits in the dark top bar above the header (`onDark`), where a
 * long name in the header row cannot push it off; on a phone, in the menu. A choice switches every section at
 * once, without a reload; what was typed stays.
 */
export function LanguageSwitch({ onDark = false }: { onDark?: boolean }) {
  const language = useLanguage();
  const [switching, setSwitching] = useState(false);

  async function choose(next: Language) {
    setSwitching(true);
    try {
      await chooseLanguage(next);
      void saveWithAccount(next);
    } catch {
      toast.error(t('languageFailed'));
    } finally {
      setSwitching(false);
    }
  }

  return (
    <nav aria-label={t('languageLabel')}>
      <List $onDark={onDark}>
        {LANGUAGES.map((code) => (
          <li key={code} lang={code}>
            {code === language ? (
              <Current aria-current="true">{LANGUAGE_NAMES[code]}</Current>
            ) : (
              <Choice type="button" disabled={switching} onClick={() => void choose(code)}>
                {LANGUAGE_NAMES[code]}
              </Choice>
            )}
          </li>
        ))}
      </List>
    </nav>
  );
}
