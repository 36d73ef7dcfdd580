import { useState } from 'react';
import styled from 'styled-components';
import { api, Button, CheckboxField, EmptyState, LoadState, toApiError, toast, useLoad, formatDate, Link } from '@civic/shared';
import { t } from '../../messages/dashboard';

interface Follow {
  type: 'county' | 'project';
  id: string;
  name: string;
  path: string;
  since: string;
}

interface FollowList {
  emails: boolean;
  follows: Follow[];
}

async function fetchFollows(signal: AbortSignal): Promise<FollowList> {
  const { data } = await api.get<FollowList>('/api/follows/', { signal });
  return data;
}

const Items = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    padding: ${({ theme }) => theme.space(3)};
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
  a {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  span {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
`;

/** The counties and projects the citizen follows, each with a way to stop, and whether updates are e-mailed. */
function FollowList({ list }: { list: FollowList }) {
  const [follows, setFollows] = useState(list.follows);
  const [emails, setEmails] = useState(list.emails);

  async function unfollow(follow: Follow) {
    try {
      await api.delete(`/api/follows/${follow.type}/${encodeURIComponent(follow.id)}/`);
      setFollows((current) => current.filter((item) => item !== follow));
      // The button that had focus goes with its line: focus stays in the section, on its heading.
      document.getElementById('my-follows')?.focus();
      toast.success(t('followsStopped', { name: follow.name }));
    } catch (error) {
      toast.error(toApiError(error, t('followsFailed')).message);
    }
  }

  async function changeEmails(value: boolean) {
    setEmails(value);
    try {
      await api.put('/api/follows/preferences/', { emails: value });
      toast.success(value ? t('followsEmailsOn') : t('followsEmailsOff'));
    } catch (error) {
      setEmails(!value);
      toast.error(toApiError(error, t('followsFailed')).message);
    }
  }

  if (follows.length === 0) {
    return (
      <EmptyState title={t('followsEmpty')}>
        <p>{t('followsEmptyText')}</p>
        <Link to="/counties">{t('followsFindCounty')}</Link>
      </EmptyState>
    );
  }
  return (
    <>
      <Items>
        {follows.map((follow) => (
          <li key={`${follow.type}:${follow.id}`}>
            <div>
              <Link to={follow.path}>{follow.name}</Link>
              <span>{t(follow.type === 'county' ? 'followsCountySince' : 'followsProjectSince', { date: formatDate(follow.since) })}</span>
            </div>
            <Button type="button" $variant="secondary" onClick={() => void unfollow(follow)} aria-label={t('followsStop', { name: follow.name })}>
              {t('followsStopShort')}
            </Button>
          </li>
        ))}
      </Items>
      <CheckboxField label={t('followsEmails')} checked={emails} onChange={(event) => void changeEmails(event.target.checked)} />
    </>
  );
}

/** "What you follow" on the dashboard. */
export function FollowsSection() {
  const { state, retry } = useLoad(fetchFollows);
  return (
    <section aria-labelledby="my-follows">
      <h2 id="my-follows" tabIndex={-1}>
        {t('followsTitle')}
      </h2>
      <p>{t('followsText')}</p>
      <LoadState
        state={state}
        onRetry={retry}
        loadingLabel={t('followsLoading')}
        failedTitle={t('followsLoadFailed')}
        failedText={t('profileFailedText')}
        retryLabel={t('tryAgain')}
      >
        {(list) => <FollowList list={list} />}
      </LoadState>
    </section>
  );
}
