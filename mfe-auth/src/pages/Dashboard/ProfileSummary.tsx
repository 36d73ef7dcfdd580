import { ErrorState, Spinner, toApiError, useLoad, type UserProfile, forgetSignedInUser } from '@civic/shared';
import { fetchProfile } from '../../api';
import { t } from '../../messages';
import { ProfileDetails } from './ProfileDetails';

/** A 401 means the server session ended (idle or revoked): the citizen is signed out, so say so everywhere. */
async function loadProfile(signal: AbortSignal): Promise<UserProfile> {
  try {
    return await fetchProfile(signal);
  } catch (error) {
    if (toApiError(error).status === 401) forgetSignedInUser();
    throw error;
  }
}

/** The citizen's profile from GET /api/auth/profile/. */
export function ProfileSummary() {
  const { state, retry } = useLoad(loadProfile);
  return (
    <section aria-labelledby="my-profile">
      <h2 id="my-profile">{t('profileTitle')}</h2>
      {state.status === 'loading' ? <Spinner label={t('profileLoading')} /> : null}
      {state.status === 'failed' ? (
        <ErrorState title={t('profileFailed')} onRetry={retry} retryLabel={t('tryAgain')}>
          <p>{t('profileFailedText')}</p>
        </ErrorState>
      ) : null}
      {state.status === 'loaded' ? <ProfileDetails profile={state.data} /> : null}
    </section>
  );
}
