import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { api, ButtonLink, toApiError, toast, ToggleButton, useSession, useLocation } from '@civic/shared';
import { t } from '../messages';

export type FollowSubject = 'county' | 'project';

interface FollowList {
  emails: boolean;
  follows: Array<{ type: FollowSubject; id: string }>;
}

/**
 * One read of a citizen's follows, shared by every button on the page; kept for that citizen only, so someone
 * who signs in after another in the same tab never sees the other's follows.
 */
let followed: { userId: string; list: Promise<FollowList> } | null = null;

function loadFollows(userId: string): Promise<FollowList> {
  if (followed?.userId !== userId) {
    const list = api.get<FollowList>('/api/follows/').then(
      ({ data }) => data,
      (error: unknown) => {
        if (followed?.list === list) followed = null;
        throw error;
      },
    );
    followed = { userId, list };
  }
  return followed.list;
}

/** Forgets the shared read (after a change, or a test starting afresh). */
export function forgetFollows(): void {
  followed = null;
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => `${theme.space(2)} 0 ${theme.space(4)}`};
  p {
    margin: 0;
    font-size: 0.95rem;
  }
`;

/**
 * Follow a county or a project: the citizen is told (bell, and e-mail unless they turned it off) when its
 * status, budget figures or documents change. Signed out, it offers to sign in and come back here.
 */
export function FollowButton({ type, id, name }: { type: FollowSubject; id: string; name: string }) {
  const user = useSession();
  const { pathname, search } = useLocation();
  const [following, setFollowing] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!user) return;
    let current = true;
    loadFollows(user.id).then(
      (list) => {
        if (current) setFollowing(list.follows.some((follow) => follow.type === type && follow.id === id));
      },
      () => {
        if (current) setFollowing(false);
      },
    );
    return () => {
      current = false;
    };
  }, [user, type, id]);

  if (user === undefined) return null;
  if (!user) {
    return (
      <Row>
        <ButtonLink to={`/auth/signin?next=${encodeURIComponent(pathname + search)}`} $variant="secondary">
          {t('followSignIn', { name })}
        </ButtonLink>
      </Row>
    );
  }

  async function toggle() {
    const next = !following;
    setBusy(true);
    try {
      const url = `/api/follows/${type}/${encodeURIComponent(id)}/`;
      if (next) await api.put(url);
      else await api.delete(url);
      forgetFollows();
      setFollowing(next);
      toast.success(next ? t(type === 'county' ? 'followedCounty' : 'followedProject', { name }) : t('unfollowed', { name }));
    } catch (error) {
      toast.error(toApiError(error, t('followFailed')).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Row>
      <ToggleButton pressed={following === true} disabled={following === null || busy} onClick={() => void toggle()}>
        {t('followLabel', { name })}
      </ToggleButton>
      <p>{t(type === 'county' ? 'followCountyHint' : 'followProjectHint')}</p>
    </Row>
  );
}
