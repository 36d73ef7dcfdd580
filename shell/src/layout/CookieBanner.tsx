import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@civic/shared';
import { t } from '../messages';

export const COOKIE_CONSENT_KEY = 'cookie_consent';
export type CookieConsent = 'essential_only' | 'all_cookies';

export function readConsent(): CookieConsent | null {
  try {
    const value = localStorage.getItem(COOKIE_CONSENT_KEY);
    return value === 'essential_only' || value === 'all_cookies' ? value : null;
  } catch {
    return null;
  }
}

const Banner = styled.section`
  position: fixed;
  left: ${({ theme }) => theme.space(3)};
  right: ${({ theme }) => theme.space(3)};
  bottom: ${({ theme }) => theme.space(3)};
  max-width: 40rem;
  margin: 0 auto;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 8px 30px rgba(0, 0, 0, 0.2);
  padding: ${({ theme }) => theme.space(4)};
  z-index: 800;
  h2 {
    font-size: 1.1rem;
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
  p {
    font-size: 0.95rem;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** Shows until the visitor stores a choice (essential_only or all_cookies) in localStorage. */
export function CookieBanner() {
  const [consent, setConsent] = useState<CookieConsent | null>(readConsent);
  if (consent) return null;

  function choose(value: CookieConsent) {
    try {
      localStorage.setItem(COOKIE_CONSENT_KEY, value);
    } catch {
      // Private mode without storage: the choice holds for this visit.
    }
    setConsent(value);
  }

  return (
    <Banner aria-labelledby="cookie-title" role="region">
      <h2 id="cookie-title">{t('cookieTitle')}</h2>
      <p>
        {t('cookieText')} <Link to="/privacy-policy">{t('cookiePolicy')}</Link>
      </p>
      <Buttons>
        <Button type="button" $variant="secondary" onClick={() => choose('essential_only')}>
          {t('cookieEssential')}
        </Button>
        <Button type="button" onClick={() => choose('all_cookies')}>
          {t('cookieAll')}
        </Button>
      </Buttons>
    </Banner>
  );
}
