import { api, forgetSignedInUser, staffHome, toApiError, toast, useSession, Link, useNavigate } from '@civic/shared';
import styled from 'styled-components';
import { SiteLink } from './SiteLink';
import { t } from '../messages';

/** Signs the citizen out on the server, then everywhere on the page; `onDone` runs before the move to Sign In. */
export function useSignOut(onDone?: () => void) {
  const navigate = useNavigate();
  return async function signOut() {
    try {
      const { data } = await api.post<{ status: string; message?: string }>('/api/auth/signout/');
      if (data.status !== 'success') {
        toast.error(data.message ?? t('signOutFailed'));
        return;
      }
      forgetSignedInUser();
      toast.success(t('signOutDone'));
      onDone?.();
      navigate('/auth/signin');
    } catch (error) {
      toast.error(toApiError(error, t('signOutFailed')).message);
    }
  };
}

const Block = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
  a,
  button {
    font: inherit;
    font-weight: 600;
    min-height: 44px;
    display: inline-flex;
    align-items: center;
  }
  button {
    background: none;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    padding: 0 ${({ theme }) => theme.space(3)};
    cursor: pointer;
  }
`;

/** The menu has the whole screen's width: a long name wraps rather than being cut. */
const Name = styled.p`
  flex-basis: 100%;
  margin: 0;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

/** The mobile menu's account part. Signed in: the full name, Dashboard (and the staff console for staff) and Sign out. Signed out (or still checking): Sign In. */
export function AccountLinks({ onNavigate }: { onNavigate?: () => void }) {
  const user = useSession();
  const signOut = useSignOut(onNavigate);

  if (user) {
    const staff = staffHome(user.staffRoles);
    return (
      <Block>
        <Name>{user.fullName}</Name>
        <SiteLink to="/dashboard" onClick={onNavigate}>
          {t('dashboard')}
        </SiteLink>
        {staff ? (
          <SiteLink to={staff} onClick={onNavigate}>
            {t('staffConsole')}
          </SiteLink>
        ) : null}
        <button type="button" onClick={signOut}>
          {t('signOut')}
        </button>
      </Block>
    );
  }
  return (
    <Block>
      <Link to="/auth/signin" onClick={onNavigate}>
        {t('signIn')}
      </Link>
    </Block>
  );
}
