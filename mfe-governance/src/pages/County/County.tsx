import { useEffect } from 'react';
import { Container, PageSection, Spinner, usePageTitle, PageHeader, ErrorState, Link, useLocation, useParams } from '@civic/shared';
import { FollowButton } from '../../components/FollowButton';
import { FundingOverview } from '../../components/FundingOverview';
import type { CountyPageWithFinance } from '../../components/finance/types';
import { ParticipationSection } from '../../components/ParticipationSection';
import { ProjectFromUrl } from '../../components/ProjectFromUrl';
import { useApiGet } from '../../components/useApiGet';
import { t } from '../../messages';
import { regionLabel } from '../../vocabulary';
import { Constituencies } from './Constituencies';
import { CountyFacts } from './CountyFacts';
import { CountyFinances } from './CountyFinances';
import { CountyProjects } from './CountyProjects';
import { EnvironmentalProjects, PlannedInitiatives } from './InitiativeCards';

function CountyNotFound({ code }: { code: string }) {
  return (
    <PageSection>
      <Container>
        <h1>{t('countyNotFoundTitle')}</h1>
        <p>{t('countyNotFoundText', { code })}</p>
        <p>
          <Link to="/counties">{t('countyNotFoundBack')}</Link>
        </p>
      </Container>
    </PageSection>
  );
}

function CountyContent({ page }: { page: CountyPageWithFinance }) {
  const { county } = page;
  const { hash } = useLocation();

  // A search result can point at a constituency (#constituency-167): bring it into view once the page is drawn.
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView?.({ block: 'start' });
    target?.focus({ preventScroll: true });
  }, [hash]);

  return (
    <>
      <PageHeader title={t('countyTitle', { name: county.name })} intro={t('countyIntro', { code: county.code, region: regionLabel(county.region), capital: county.capital })} />
      <PageSection>
        <Container>
          <FollowButton type="county" id={county.code} name={county.name} />
          <CountyFacts county={county} />
          {page.finance ? <CountyFinances name={county.name} finance={page.finance} /> : null}
          <Constituencies countyCode={county.code} countyName={county.name} constituencies={page.constituencies} wardCount={county.wardCount} />
          <CountyProjects name={county.name} code={county.code} projects={page.projects} />
          {page.funding ? <FundingOverview funding={page.funding} /> : null}
          {page.projects.total ? <ParticipationSection participation={page.participation} /> : null}
          <PlannedInitiatives initiatives={page.plannedInitiatives} />
          <EnvironmentalProjects projects={page.environmentalProjects} />
        </Container>
      </PageSection>
      <ProjectFromUrl />
    </>
  );
}

/** /counties/county/:code: a county's facts, places and projects; an unknown code is a real 'not found' page. */
export default function County() {
  const { code = '' } = useParams();
  const { state, retry } = useApiGet<CountyPageWithFinance>(`/api/counties/${encodeURIComponent(code)}/`);
  const missing = state.status === 'failed' && state.error.status === 404;
  usePageTitle(state.status === 'loaded' ? t('countyTitle', { name: state.data.county.name }) : missing ? t('countyNotFoundTitle') : t('countiesTitle'));
  if (missing) return <CountyNotFound code={code} />;
  if (state.status === 'loaded') return <CountyContent page={state.data} />;
  return (
    <PageSection>
      <Container>
        {state.status === 'failed' ? (
          <>
            <h1>{t('countiesTitle')}</h1>
            <ErrorState title={t('loadFailedTitle')} onRetry={retry} retryLabel={t('tryAgain')} headingLevel={2}>
              <p>{t('countyFailed')}</p>
            </ErrorState>
          </>
        ) : (
          <Spinner label={t('countyLoading')} />
        )}
      </Container>
    </PageSection>
  );
}
