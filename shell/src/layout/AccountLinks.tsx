import { api, forgetSignedInUser, toApiError, toast, useSession } from '@civic/shared';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { t } from '../messages';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
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

const Name = styled.span`
  font-weight: 600;
  max-width: 12rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** Signed in: the citizen's full name and Sign out. Signed out (or still checking): the Sign In link. */
export function AccountLinks({ onNavigate }: { onNavigate?: () => void }) {
  const user = useSession();
  const navigate = useNavigate();

  async function signOut() {
    try {
      const { data } = await api.post<{ status: string; message?: string }>('/api/auth/signout/');
      if (data.status !== 'success') {
        toast.error(data.message ?? 'Logout failed');
        return;
      }
      forgetSignedInUser();
      toast.success('Logged out successfully');
      onNavigate?.();
      navigate('/auth/signin');
    } catch (error) {
      toast.error(toApiError(error, 'Logout failed').message);
    }
  }

  if (user) {
    return (
      <Row>
        <Name title={user.fullName}>{user.fullName}</Name>
        <button type="button" onClick={signOut}>
          {t('signOut')}
        </button>
      </Row>
    );
  }
  return (
    <Row>
      <Link to="/auth/signin" onClick={onNavigate}>
        {t('signIn')}
      </Link>
    </Row>
  );
}
