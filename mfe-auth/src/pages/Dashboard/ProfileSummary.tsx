import styled from 'styled-components';
import { toApiError, useLoad, type SessionUser, type UserProfile, forgetSignedInUser, LoadState, Spinner } from '@civic/shared';
import { fetchProfile } from '../../api';
import { t } from '../../messages/dashboard';
import { ProfileDetails } from './ProfileDetails';
import { ChangePassword } from './ChangePassword';
import { PublicName } from './PublicName';
import { StaffTools } from './StaffTools';
import { NotificationChoicesPart } from './NotificationChoicesPart';

/** A 401 means the server session ended (idle or revoked): the citizen is signed out, so say so everywhere. */
async function loadProfile(signal: AbortSignal): Promise<UserProfile> {
  try {
    return await fetchProfile(signal);
  } catch (error) {
    if (toApiError(error).status === 401) forgetSignedInUser();
    throw error;
  }
}

function ProfileParts({ profile }: { profile: UserProfile }) {
  return (
    <>
      <ProfileDetails profile={profile} />
      <PublicName initial={profile.displayName ?? ''} />
      <ChangePassword hasPassword={profile.signInMethods.includes('password')} />
    </>
  );
}

const Reserved = styled.div`
  position: relative;
  > [role='status'] {
    position: absolute;
    inset: 0 0 auto 0;
  }
`;

const Unseen = styled.div`
  visibility: hidden;
`;

/**
 * While the profile loads, the place it will take: the same parts, laid out with the name and address the
 * session already holds and the rest left blank, unseen and out of reach (`inert`), under the loading message.
 * Without it, the profile arriving pushed everything below it down the screen (CLS 0.229 on a phone).
 */
function ProfilePlaceholder({ user }: { user: SessionUser }) {
  const standIn: UserProfile = {
    ...user,
    dateOfBirth: null,
    gender: null,
    country: null,
    industry: null,
    organization: null,
    role: null,
    marketingUpdates: false,
    emailVerified: true,
    signInMethods: ['password'],
    createdAt: new Date(0).toISOString(),
  };
  return (
    <Reserved>
      <Spinner label={t('profileLoading')} />
      <Unseen aria-hidden="true" inert>
        <ProfileParts profile={standIn} />
      </Unseen>
    </Reserved>
  );
}

/**
 * The citizen's profile from GET /api/auth/profile/, and under it the password part (which needs its sign-in methods);
 * the way to the notification settings needs no profile, so it is there whether the profile loads or not.
 */
export function ProfileSummary({ user }: { user: SessionUser }) {
  const { state, retry } = useLoad(loadProfile);
  return (
    <section aria-labelledby="my-profile">
      <h2 id="my-profile">{t('profileTitle')}</h2>
      {state.status === 'loading' ? (
        <ProfilePlaceholder user={user} />
      ) : (
        <LoadState state={state} onRetry={retry} loadingLabel={t('profileLoading')} failedTitle={t('profileFailed')} failedText={t('profileFailedText')} retryLabel={t('tryAgain')}>
          {(data) => (
            <>
              <ProfileParts profile={data} />
              <StaffTools roles={data.staffRoles ?? []} />
            </>
          )}
        </LoadState>
      )}
      <NotificationChoicesPart />
    </section>
  );
}
