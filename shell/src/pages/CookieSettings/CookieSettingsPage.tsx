import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Container, PageSection, usePageTitle, Link } from '@civic/shared';
import { t } from '../../messages';
import { saveConsent, useConsent, type CookieConsent } from '../../layout/consent';

const Choices = styled.fieldset`
  border: 0;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  legend {
    font-weight: 700;
    font-size: 1.15rem;
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
  label {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    align-items: flex-start;
    min-height: 44px;
    padding: ${({ theme }) => theme.space(2)} 0;
    cursor: pointer;
  }
  input {
    width: 1.25rem;
    height: 1.25rem;
    margin-top: 0.2rem;
    flex: none;
  }
  span {
    display: block;
  }
`;

const CHOICES = [
  { value: 'essential_only', label: 'cookieEssential' },
  { value: 'all_cookies', label: 'cookieAll' },
] as const satisfies ReadonlyArray<{ value: CookieConsent; label: string }>;

const Saved = styled.p`
  padding: ${({ theme }) => theme.space(3)};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.primaryTint};
`;

/**
 * Where a visitor sees and changes their cookie choice at any time (the footer links here). The choice is kept
 * in this browser only, under cookie_consent, as the banner stores it.
 */
export function CookieSettingsPage() {
  usePageTitle(t('cookieSettingsTitle'));
  const stored = useConsent();
  const [picked, setPicked] = useState<CookieConsent | null>(null);
  const [saved, setSaved] = useState(false);
  const value = picked ?? stored ?? 'essential_only';

  function submit(event: FormEvent) {
    event.preventDefault();
    saveConsent(value);
    setSaved(true);
  }

  return (
    <PageSection>
      <Container>
        <h1>{t('cookieSettingsTitle')}</h1>
        <p>{t('cookieSettingsIntro')}</p>
        <h2>{t('cookieSettingsEssentialHeading')}</h2>
        <p>{t('cookieSettingsEssentialText')}</p>
        <h2>{t('cookieSettingsUsageHeading')}</h2>
        <p>{t('cookieSettingsUsageText')}</p>
        <p>{stored ? (stored === 'all_cookies' ? t('cookieSettingsNowAll') : t('cookieSettingsNowEssential')) : t('cookieSettingsNone')}</p>
        <form onSubmit={submit} style={{ maxWidth: '40rem' }}>
          <Choices>
            <legend>{t('cookieSettingsLegend')}</legend>
            {CHOICES.map(({ value: choice, label }) => (
              <label key={choice}>
                <input
                  type="radio"
                  name="cookie-consent"
                  value={choice}
                  checked={value === choice}
                  onChange={() => {
                    setPicked(choice);
                    setSaved(false);
                  }}
                />
                <span>{t(label)}</span>
              </label>
            ))}
          </Choices>
          <Button type="submit">{t('cookieSettingsSave')}</Button>
        </form>
        <div role="status">{saved ? <Saved>{value === 'all_cookies' ? t('cookieSettingsSavedAll') : t('cookieSettingsSavedEssential')}</Saved> : null}</div>
        <p>
          <Link to="/privacy-policy">{t('cookiePolicy')}</Link>
        </p>
      </Container>
    </PageSection>
  );
}
