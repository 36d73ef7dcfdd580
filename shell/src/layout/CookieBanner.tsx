import { useEffect, useRef, useState, type MouseEvent } from 'react';
import styled, { css } from 'styled-components';
import { Button, media, Link } from '@civic/shared';
import { t } from '../messages';
import { COOKIE_SETTINGS_PATH } from '../pages/CookieSettings/path';
import { CONSENT_FORM_PATH, saveConsent, useConsent, type CookieConsent } from './consent';

/**
 * In the page's flow above the header, not floating over it: it pushes the page down instead of covering the
 * hero's buttons, the newsletter's messages or whatever a keyboard user focuses next.
 */
const Banner = styled.section`
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:focus {
    outline: none;
  }
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(3)}`};
  ${media.sm} {
    padding: ${({ theme }) => `${theme.space(4)} ${theme.space(4)}`};
  }
  h2 {
    font-size: 1.1rem;
    margin: 0 0 ${({ theme }) => theme.space(1)};
  }
  p {
    font-size: 0.95rem;
    margin: 0 0 ${({ theme }) => theme.space(2)};
    max-width: 60rem;
  }
`;

const buttonRow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;
const Buttons = styled.div`
  ${buttonRow}
`;
const ChoiceForm = styled.form`
  ${buttonRow}
`;

/**
 * Asks until the visitor stores a choice (essential_only or all_cookies). Once they choose, it says what was
 * saved and where to change it, with focus on that message (the buttons it replaces are gone), until hidden.
 */
export function CookieBanner() {
  const consent = useConsent();
  const [chosen, setChosen] = useState<CookieConsent | null>(null);
  const confirmation = useRef<HTMLElement>(null);

  useEffect(() => {
    if (chosen) confirmation.current?.focus();
  }, [chosen]);

  if (chosen) {
    return (
      <Banner ref={confirmation} tabIndex={-1} aria-labelledby="cookie-title" role="region">
        <Inner>
          <h2 id="cookie-title">{t('cookieTitle')}</h2>
          <p>
            {chosen === 'all_cookies' ? t('cookieChosenAll') : t('cookieChosenEssential')} <Link to={COOKIE_SETTINGS_PATH}>{t('cookieChangeLater')}</Link>
          </p>
          <Buttons>
            <Button
              type="button"
              $variant="secondary"
              onClick={() => {
                setChosen(null);
                // The message that had focus goes: the reader carries on at the page's content.
                document.getElementById('main')?.focus({ preventScroll: true });
              }}
            >
              {t('cookieHide')}
            </Button>
          </Buttons>
        </Inner>
      </Banner>
    );
  }
  if (consent) return null;

  function choose(event: MouseEvent, value: CookieConsent) {
    event.preventDefault();
    saveConsent(value);
    setChosen(value);
  }

  return (
    <Banner aria-labelledby="cookie-title" role="region">
      <Inner>
        <h2 id="cookie-title">{t('cookieTitle')}</h2>
        <p>
          {t('cookieText')} <Link to="/privacy-policy">{t('cookiePolicy')}</Link>
        </p>
        {/* A form, so the same buttons work in the page's first paint, before the scripts have run. */}
        <ChoiceForm method="post" action={CONSENT_FORM_PATH}>
          <Button type="submit" name="choice" value="essential_only" $variant="secondary" onClick={(event) => choose(event, 'essential_only')}>
            {t('cookieEssential')}
          </Button>
          <Button type="submit" name="choice" value="all_cookies" onClick={(event) => choose(event, 'all_cookies')}>
            {t('cookieAll')}
          </Button>
        </ChoiceForm>
      </Inner>
    </Banner>
  );
}
