import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { Button, ButtonLink, Container, PageSection, Prose, usePageTitle, PageHeader, Link, Notice } from '@civic/shared';
import { useOpenWhenLoaded } from '@civic/shared/open-when-loaded';
import { t, useTranslations } from '../../messages/whistleblower';

// The report form, its form and validation libraries with it, is fetched when asked for: most readers of this
// page read it first, and a phone on a slow link gets the page without them (the same chunk as /complaints').
const loadReportForm = () => import('../../components/ReportCorruptionModal');
const ReportCorruptionModal = lazy(loadReportForm);

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

/** /whistleblower: how reporting works, written for the citizen deciding whether to report. */
export default function Whistleblower() {
  useTranslations();
  usePageTitle(t('whistleTitle'));
  const [open, setOpen] = useState(false);
  const opener = useOpenWhenLoaded(loadReportForm);

  const actions = (
    <Actions>
      <Button type="button" onClick={() => opener.open(() => setOpen(true))} disabled={opener.opening}>
        {t('whistleOpenForm')}
      </Button>
      <ButtonLink to="/report/follow-up" $variant="secondary">
        {t('whistleFollowUp')}
      </ButtonLink>
    </Actions>
  );
  return (
    <>
      <PageHeader title={t('whistleTitle')} intro={t('whistleIntro')}>
        {actions}
        {opener.failed ? <Notice tone="error">{t('reportFormOpenFailed')}</Notice> : null}
      </PageHeader>
      <PageSection>
        <Container>
          <Prose>
            <h2>{t('whistleWhatHappensTitle')}</h2>
            <ol>
              <li>{t('whistleWhatHappens1')}</li>
              <li>{t('whistleWhatHappens2')}</li>
              <li>{t('whistleWhatHappens3')}</li>
            </ol>
            <h2>{t('whistleAnonymityTitle')}</h2>
            <ul>
              <li>{t('whistleAnonymity1')}</li>
              <li>{t('whistleAnonymity2')}</li>
              <li>{t('whistleAnonymity3')}</li>
              <li>{t('whistleAnonymity4')}</li>
            </ul>
            <h2>{t('whistleReceiptTitle')}</h2>
            <p>{t('whistleReceipt1')}</p>
            <p>{t('whistleReceipt2')}</p>
            <p>
              <strong>{t('whistleReceipt3')}</strong>
            </p>
            <h2>{t('whistleDeviceTitle')}</h2>
            <p>{t('whistleDeviceIntro')}</p>
            <ul>
              <li>{t('whistleDevice1')}</li>
              <li>{t('whistleDevice2')}</li>
              <li>{t('whistleDevice3')}</li>
              <li>{t('whistleDevice4')}</li>
              <li>{t('whistleDevice5')}</li>
            </ul>
            <h2>{t('whistleWhoTitle')}</h2>
            <p>{t('whistleWho1')}</p>
            <p>{t('whistleWho2')}</p>
            <p>{t('whistleWho3')}</p>
            {actions}
            <p>
              {t('whistleComplaintNote')} <Link to="/complaints">{t('whistleComplaintLink')}</Link>
            </p>
          </Prose>
        </Container>
      </PageSection>
      {open ? (
        <Suspense fallback={null}>
          <ReportCorruptionModal onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
