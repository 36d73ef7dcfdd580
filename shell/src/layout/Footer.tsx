import { footerEntries, media, setLowData, site, useLanguage, useLowData, useSiteRegistry } from '@civic/shared';
import styled from 'styled-components';
import { SiteLink } from './SiteLink';
import { LazyNewsletter } from './LazyNewsletter';
import { t } from '../messages';
import { COOKIE_SETTINGS_PATH } from '../pages/CookieSettings/path';
import { SAVED_ON_PHONE_PATH } from '../offline/path';

const Wrapper = styled.footer`
  background: ${({ theme }) => theme.colors.dark};
  color: ${({ theme }) => theme.colors.onDark};
  margin-top: ${({ theme }) => theme.space(12)};
  a {
    color: ${({ theme }) => theme.colors.onDark};
  }
  a:hover {
    color: #fff;
  }
`;

const Columns = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(10)} ${theme.space(4)}`};
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  ${media.md} {
    grid-template-columns: 1.2fr 1fr 1.4fr;
  }
  h2 {
    font-size: 1.1rem;
    color: #fff;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li a {
    display: inline-block;
    padding: ${({ theme }) => theme.space(1)} 0;
    min-height: 32px;
  }
`;

const Bottom = styled.div`
  border-top: 1px solid rgba(255, 255, 255, 0.15);
  padding: ${({ theme }) => `${theme.space(4)}`};
  text-align: center;
  font-size: 0.875rem;
`;

const Notice = styled.p`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto ${({ theme }) => theme.space(3)};
  padding: 0 ${({ theme }) => theme.space(4)};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  button {
    font: inherit;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
    color: inherit;
    background: none;
    border: 1px solid currentColor;
    border-radius: ${({ theme }) => theme.radius};
    cursor: pointer;
  }
`;

/** While low-data mode is on, the footer says so, why, and how to turn it off. */
function LowDataNotice() {
  const { on, automatic } = useLowData();
  if (!on) return null;
  return (
    <Notice role="status">
      <span>
        {t('lowDataOn')} {automatic ? t('lowDataAutomatic') : null}
      </span>
      <button type="button" onClick={() => setLowData(false)}>
        {t('lowDataTurnOff')}
      </button>
    </Notice>
  );
}

/** The networks' own names, the same in every language. */
const SOCIAL_NAMES: Record<string, string> = { x: 'X', facebook: 'Facebook', linkedin: 'LinkedIn', youtube: 'YouTube', instagram: 'Instagram' };

/** The organisation's social links, as words in a row (no icons to download). */
const Social = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

/** The useful links are the footer entries the live releases declare (the registry). */
export function Footer() {
  const links = footerEntries(useSiteRegistry(), useLanguage());
  const socialLinks = Object.entries(site.social).filter(([, url]) => /^https:\/\//.test(url));
  return (
    <Wrapper>
      <Columns>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">{site.name}</h2>
          <p>{t('footerAbout')}</p>
          <p>
            <a href={`tel:${site.contact.phone.replace(/\s/g, '')}`}>{site.contact.phone}</a>
            <br />
            <a href={`mailto:${site.contact.email}`}>{site.contact.email}</a>
          </p>
          {socialLinks.length > 0 && (
            <Social aria-label={t('footerSocial')}>
              {socialLinks.map(([network, url]) => (
                <li key={network}>
                  <a href={url} rel="noopener noreferrer">
                    {SOCIAL_NAMES[network] ?? network}
                  </a>
                </li>
              ))}
            </Social>
          )}
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links">{t('footerLinks')}</h2>
          <ul>
            {links.map((link) => (
              <li key={link.to}>
                <SiteLink to={link.to}>{link.label}</SiteLink>
              </li>
            ))}
            <li>
              <SiteLink to={COOKIE_SETTINGS_PATH}>{t('cookieSettingsFooter')}</SiteLink>
            </li>
            <li>
              <SiteLink to={SAVED_ON_PHONE_PATH}>{t('savedFooter')}</SiteLink>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter">{t('newsletterTitle')}</h2>
          <p>{t('newsletterIntro')}</p>
          <LazyNewsletter />
        </section>
      </Columns>
      <LowDataNotice />
      <Bottom>{t('footerRights', { year: new Date().getFullYear(), name: site.name })}</Bottom>
    </Wrapper>
  );
}
