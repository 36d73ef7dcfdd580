import styled from 'styled-components';
import { Container, PageSection, Prose, usePageTitle, PageHeader, Link, useLocalized } from '@civic/shared';
import * as aboutEn from '../../content/about';
import * as coreValuesEn from '../../content/coreValues';
import { t } from '../../messages';
import { GlobalPresence } from './GlobalPresence';
import { MilestoneTimeline } from './MilestoneTimeline';
import { Testimonials } from './Testimonials';
import { ValuesGrid } from './ValuesGrid';

const MoreLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin-top: ${({ theme }) => theme.space(4)};
  font-weight: 700;
`;

const aboutSw = () => import(/* webpackChunkName: "content-sw-about" */ '../../content/sw/about');
const coreValuesSw = () => import(/* webpackChunkName: "content-sw-coreValues" */ '../../content/sw/coreValues');

export default function About() {
  const { ABOUT_STORY, MILESTONES } = useLocalized(aboutEn, aboutSw);
  const { CORE_VALUES } = useLocalized(coreValuesEn, coreValuesSw);
  usePageTitle(t('aboutTitle'));
  return (
    <>
      <PageHeader title={t('aboutTitle')} intro={t('aboutIntro')} />
      <PageSection aria-labelledby="about-story">
        <Container>
          <Prose>
            <h2 id="about-story">{t('aboutStoryTitle')}</h2>
            {ABOUT_STORY.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </Prose>
        </Container>
      </PageSection>
      <PageSection $tint aria-labelledby="about-milestones">
        <Container>
          <h2 id="about-milestones">{t('milestonesTitle')}</h2>
          <MilestoneTimeline milestones={MILESTONES} />
        </Container>
      </PageSection>
      <PageSection aria-labelledby="about-values">
        <Container>
          <h2 id="about-values">{t('valuesTitle')}</h2>
          <ValuesGrid values={CORE_VALUES} />
          <MoreLink to="/core-values">{t('valuesMore')}</MoreLink>
        </Container>
      </PageSection>
      <PageSection $tint aria-labelledby="about-presence">
        <Container>
          <h2 id="about-presence">{t('presenceTitle')}</h2>
          <p>{t('presenceIntro')}</p>
          <GlobalPresence />
        </Container>
      </PageSection>
      <PageSection aria-labelledby="about-testimonials">
        <Container>
          <h2 id="about-testimonials">{t('testimonialsTitle')}</h2>
          <Testimonials />
        </Container>
      </PageSection>
    </>
  );
}
