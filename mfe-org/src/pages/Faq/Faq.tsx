import styled from 'styled-components';
import { Container, LoadState, PageSection, useLoad, usePageTitle, PageHeader, Link } from '@civic/shared';
import { fetchFaq } from '../../api';
import { t } from '../../messages';
import { FaqList } from './FaqList';

const Narrow = styled.div`
  max-width: 48rem;
`;

const StillStuck = styled.aside`
  margin-top: ${({ theme }) => theme.space(10)};
  padding: ${({ theme }) => theme.space(6)};
  background: ${({ theme }) => theme.colors.primaryTint};
  border-radius: ${({ theme }) => theme.radius};
  h2 {
    font-size: 1.2rem;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 700;
  }
`;

export default function Faq() {
  usePageTitle(t('faqTitle'));
  const { state, retry } = useLoad(fetchFaq);
  return (
    <>
      <PageHeader title={t('faqTitle')} intro={t('faqIntro')} />
      <PageSection>
        <Container>
          <Narrow>
            <LoadState
              headingLevel={2}
              state={state}
              onRetry={retry}
              loadingLabel={t('faqLoading')}
              failedTitle={t('loadFailedTitle')}
              failedText={t('faqFailed')}
              retryLabel={t('tryAgain')}
            >
              {(data) => <FaqList entries={data} />}
            </LoadState>
            {/* Shown once the questions are in: placed under the spinner, it would jump down the page when they
                arrive (a layout shift on every visit). */}
            {state.status === 'loading' ? null : (
              <StillStuck aria-labelledby="faq-still-stuck">
                <h2 id="faq-still-stuck">{t('faqStillStuck')}</h2>
                <Link to="/contact-us">{t('faqContact')}</Link>
              </StillStuck>
            )}
          </Narrow>
        </Container>
      </PageSection>
    </>
  );
}
