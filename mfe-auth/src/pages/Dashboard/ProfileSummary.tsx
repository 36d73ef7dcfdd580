import { toApiError, useLoad, type UserProfile, forgetSignedInUser, LoadState } from '@civic/shared';
import { fetchProfile } from '../../api';
import { t } from '../../messages';
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

/**
 * The citizen's profile from GET /api/auth/profile/, and under it the password part (which needs its sign-in methods);
 * the way to the notification settings needs no profile, so it is there whether the profile loads or not.
 */
export function ProfileSummary() {
  const { state, retry } = useLoad(loadProfile);
  return (
    <section aria-labelledby="my-profile">
      <h2 id="my-profile">{t('profileTitle')}</h2>
      <LoadState state={state} onRetry={retry} loadingLabel={t('profileLoading')} failedTitle={t('profileFailed')} failedText={t('profileFailedText')} retryLabel={t('tryAgain')}>
        {(data) => (
          <>
            <ProfileDetails profile={data} />
            <PublicName initial={data.displayName ?? ''} />
            <ChangePassword hasPassword={data.signInMethods.includes('password')} />
            <StaffTools roles={data.staffRoles ?? []} />
          </>
        )}
      </LoadState>
      <NotificationChoicesPart />
    </section>
  );
}
