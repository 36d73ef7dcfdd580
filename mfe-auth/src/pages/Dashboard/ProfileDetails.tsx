import styled from 'styled-components';
import { formatDate, type UserProfile, Link } from '@civic/shared';
import { t } from '../../messages/dashboard';

const Details = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) 1fr;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  margin: 0;
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  @media (max-width: 30em) {
    grid-template-columns: 1fr;
    dd {
      margin-bottom: ${({ theme }) => theme.space(2)};
    }
  }
`;

const Verified = styled.strong<{ $verified: boolean }>`
  color: ${({ theme, $verified }) => ($verified ? theme.colors.success : theme.colors.warning)};
`;

function orNotGiven(value: string | null): string {
  return value?.trim() ? value : t('notGiven');
}

/** Name, e-mail with its verified status, country, organisation, role, member since and sign-in methods. */
export function ProfileDetails({ profile }: { profile: UserProfile }) {
  return (
    <Details>
      <dt>{t('profileName')}</dt>
      <dd>{profile.fullName}</dd>
      <dt>{t('profileEmail')}</dt>
      <dd>
        {profile.email} — <Verified $verified={profile.emailVerified}>{profile.emailVerified ? t('profileVerified') : t('profileNotVerified')}</Verified>
        {profile.emailVerified ? null : (
          <>
            {' '}
            <Link to={`/auth/verify-email?email=${encodeURIComponent(profile.email)}`}>{t('profileVerifyNow')}</Link>
          </>
        )}
      </dd>
      <dt>{t('profileCountry')}</dt>
      <dd>{orNotGiven(profile.country)}</dd>
      <dt>{t('profileOrganization')}</dt>
      <dd>{orNotGiven(profile.organization)}</dd>
      <dt>{t('profileRole')}</dt>
      <dd>{orNotGiven(profile.role)}</dd>
      <dt>{t('profileMemberSince')}</dt>
      <dd>{formatDate(profile.createdAt)}</dd>
      <dt>{t('profileSignInMethods')}</dt>
      <dd>{profile.signInMethods.map((method) => t(`method_${method}`)).join(', ')}</dd>
    </Details>
  );
}
