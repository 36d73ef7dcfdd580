import { useEffect } from 'react';
import styled from 'styled-components';
import { Container, Grid, media, site, useLanguage } from '@civic/shared';
import { SiteLink } from '../../layout/SiteLink';
import { HeroVideo } from './HeroVideo';
import { t } from '../../messages';

const Hero = styled.section`
  position: relative;
  color: #fff;
  overflow: hidden;
  min-height: 26rem;
  display: flex;
  align-items: center;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: 1;
    background: linear-gradient(90deg, rgba(8, 22, 15, 0.88) 0%, rgba(8, 22, 15, 0.7) 60%, rgba(8, 22, 15, 0.45) 100%);
  }
`;

const HeroText = styled(Container)`
  width: 100%;
  position: relative;
  z-index: 2;
  padding-top: ${({ theme }) => theme.space(16)};
  padding-bottom: ${({ theme }) => theme.space(16)};
  h1 {
    font-size: clamp(2rem, 6vw, 3.25rem);
    max-width: 40rem;
    margin-bottom: ${({ theme }) => theme.space(4)};
  }
  p {
    font-size: 1.15rem;
    max-width: 38rem;
    margin-bottom: ${({ theme }) => theme.space(6)};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

const ActionLink = styled(SiteLink)<{ $primary?: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius};
  font-weight: 700;
  text-decoration: none;
  border: 2px solid #fff;
  background: ${({ $primary, theme }) => ($primary ? theme.colors.accent : 'transparent')};
  border-color: ${({ $primary, theme }) => ($primary ? theme.colors.accent : '#fff')};
  color: #fff;
  &:hover {
    color: #fff;
    filter: brightness(1.1);
  }
`;

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  ${media.md} {
    grid-template-columns: repeat(4, 1fr);
  }
  div {
    background: ${({ theme }) => theme.colors.primaryTint};
    border-radius: ${({ theme }) => theme.radius};
    padding: ${({ theme }) => theme.space(5)};
    text-align: center;
  }
  dt {
    order: 2;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-size: 2rem;
    font-weight: 800;
    color: ${({ theme }) => theme.colors.primaryDark};
  }
  dd + dd {
    order: 3;
    font-size: 0.875rem;
    font-weight: 400;
    color: ${({ theme }) => theme.colors.text};
    margin-top: ${({ theme }) => theme.space(2)};
  }
  div {
    display: flex;
    flex-direction: column;
  }
  dd:first-of-type {
    order: 1;
  }
`;

const Section = styled.section<{ $tint?: boolean }>`
  padding: ${({ theme }) => theme.space(12)} 0;
  background: ${({ $tint, theme }) => ($tint ? theme.colors.surfaceAlt : 'transparent')};
  h2 {
    font-size: clamp(1.5rem, 4vw, 2rem);
  }
`;

/** A list laid out as the grid (rules, not a style attribute: the page's first paint is under a CSP that allows no inline style). */
const FeatureList = styled(Grid)`
  list-style: none;
  padding: 0;
  margin: 0;
`;

const Feature = styled(SiteLink)`
  display: block;
  height: 100%;
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: #fff;
  text-decoration: none;
  color: ${({ theme }) => theme.colors.text};
  h3 {
    color: ${({ theme }) => theme.colors.primaryDark};
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-size: 1.15rem;
  }
  p {
    margin: 0;
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const CallToAction = styled.section`
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  padding: ${({ theme }) => theme.space(12)} 0;
  text-align: center;
  p {
    max-width: 40rem;
    margin: 0 auto ${({ theme }) => theme.space(6)};
    font-size: 1.1rem;
  }
`;

/** The organisation's claims, each with what it counts, so none reads as more than it is (texts in the catalog). */
const STATS = [
  { value: '98%', label: 'homeStatSatisfaction', meaning: 'homeStatSatisfactionMeaning' },
  { value: '100%', label: 'homeStatTransparent', meaning: 'homeStatTransparentMeaning' },
  { value: '1', label: 'homeStatCountry', meaning: 'homeStatCountryMeaning' },
  { value: '24/7', label: 'homeStatSupport', meaning: 'homeStatSupportMeaning' },
] as const;

/** What a citizen can do here, each leading to its section (texts in the catalog). */
const FEATURES = [
  { to: '/counties', title: 'homeFeatureCounties', text: 'homeFeatureCountiesText' },
  { to: '/projects', title: 'homeFeatureProjects', text: 'homeFeatureProjectsText' },
  { to: '/whistleblower', title: 'homeFeatureReport', text: 'homeFeatureReportText' },
  { to: '/complaints', title: 'homeFeatureComplaint', text: 'homeFeatureComplaintText' },
  { to: '/workshops', title: 'homeFeatureLearn', text: 'homeFeatureLearnText' },
  { to: '/community/forum-discussion', title: 'homeFeatureDiscuss', text: 'homeFeatureDiscussText' },
  { to: '/resources/publications', title: 'homeFeaturePublications', text: 'homeFeaturePublicationsText' },
] as const;

/** The home page's title in the page's language: the browser tab's, and the page's before its scripts run. */
export function homeTitle(): string {
  return `${site.name} — ${t('homeHeadline')}`;
}

export function HomePage() {
  const language = useLanguage();
  useEffect(() => {
    document.title = homeTitle();
  }, [language]);

  return (
    <>
      <Hero aria-labelledby="home-title">
        <HeroVideo />
        <HeroText>
          <h1 id="home-title">{t('homeHeadline')}</h1>
          <p>{t('homeIntro')}</p>
          <Actions>
            <ActionLink to="/auth/signup" $primary>
              {t('homeJoin')}
            </ActionLink>
            <ActionLink to="/who-we-are">{t('homeWhoWeAre')}</ActionLink>
          </Actions>
        </HeroText>
      </Hero>

      <Section aria-labelledby="stats-title">
        <Container>
          <h2 id="stats-title">{t('homeStatsTitle')}</h2>
          <p>{t('homeStatsSince')}</p>
          <Stats>
            {STATS.map((stat) => (
              <div key={stat.label}>
                <dt>{t(stat.label)}</dt>
                <dd>{stat.value}</dd>
                <dd>{t(stat.meaning)}</dd>
              </div>
            ))}
          </Stats>
        </Container>
      </Section>

      <Section $tint aria-labelledby="features-title">
        <Container>
          <h2 id="features-title">{t('homeFeaturesTitle')}</h2>
          <FeatureList as="ul">
            {FEATURES.map((feature) => (
              <li key={feature.to}>
                <Feature to={feature.to}>
                  <h3>{t(feature.title)}</h3>
                  <p>{t(feature.text)}</p>
                </Feature>
              </li>
            ))}
          </FeatureList>
        </Container>
      </Section>

      <CallToAction aria-labelledby="get-started-title">
        <Container>
          <h2 id="get-started-title">{t('getStartedTitle')}</h2>
          <p>{t('getStartedText')}</p>
          <ActionLink to="/auth/signup" $primary>
            {t('getStartedAction')}
          </ActionLink>
        </Container>
      </CallToAction>
    </>
  );
}
