import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Grid, site, toast, type SessionUser, useSearchParams } from '@civic/shared';
import { AuthPage } from '../../components/AuthPage';
import { t } from '../../messages/dashboard';
import { ActivitySection } from './ActivitySection';
import { ProfileSummary } from './ProfileSummary';
import { FollowsSection } from './FollowsSection';
import { SignOutButton } from './SignOutButton';
import { fetchMyBookings, fetchMyRegistrations, fetchMyReports } from '../../api';

const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Activity = styled(Grid)`
  margin-top: ${({ theme }) => theme.space(8)};
  section h2 {
    font-size: 1.3rem;
  }
`;

/**
 * The citizen's own page: profile and four activity sections. Each lists the citizen's own items where the
 * section that owns them answers; otherwise it says honestly that there is nothing yet and offers the next step.
 */
export function SignedInDashboard({ user }: { user: SessionUser }) {
  const [params, setParams] = useSearchParams();
  const greeted = useRef(false);

  useEffect(() => {
    if (params.get('signin') !== 'google' || greeted.current) return;
    greeted.current = true;
    toast.success(t('googleSucceeded'));
    // Drop the marker so a reload or a shared link does not congratulate again.
    const rest = new URLSearchParams(params);
    rest.delete('signin');
    setParams(rest, { replace: true });
  }, [params, setParams]);

  return (
    <AuthPage title={t('dashboardTitle')} heading={t('welcome', { name: user.fullName })} intro={t('dashboardIntro', { site: site.name })} wide>
      <Toolbar>
        <SignOutButton />
      </Toolbar>
      <ProfileSummary user={user} />
      <Activity $min="18rem">
        <ActivitySection
          id="my-reports"
          title={t('reportsTitle')}
          emptyTitle={t('reportsEmpty')}
          text={t('reportsText')}
          load={fetchMyReports}
          links={[
            { to: '/whistleblower', label: t('reportCorruption') },
            { to: '/complaints', label: t('fileComplaint') },
          ]}
        />
        <ActivitySection
          id="my-workshops"
          title={t('workshopsTitle')}
          emptyTitle={t('workshopsEmpty')}
          text={t('workshopsText')}
          load={fetchMyRegistrations}
          links={[{ to: '/workshops', label: t('browseWorkshops') }]}
        />
        <ActivitySection
          id="my-bookings"
          title={t('bookingsTitle')}
          emptyTitle={t('bookingsEmpty')}
          text={t('bookingsText')}
          load={fetchMyBookings}
          links={[{ to: '/community/expert-qa', label: t('findExpert') }]}
        />
        <FollowsSection />
        <ActivitySection id="my-notifications" title={t('notificationsTitle')} emptyTitle={t('notificationsEmpty')} text={t('notificationsText')} />
      </Activity>
    </AuthPage>
  );
}
