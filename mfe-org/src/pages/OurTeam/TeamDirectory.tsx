import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { EmptyState, type TeamMember } from '@civic/shared';
import { t } from '../../messages';
import { findMembers, type TeamQuery } from './findMembers';
import { TeamMemberCard } from './TeamMemberCard';
import { TeamMemberModal } from './TeamMemberModal';
import { TeamSearchControls } from './TeamSearchControls';
import { TeamStats } from './TeamStats';

const MemberGrid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 17rem), 1fr));
  list-style: none;
  padding: 0;
  margin: 0;
`;

const Count = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

const INITIAL_QUERY: TeamQuery = { search: '', department: 'all', sort: 'name' };

/** Stats, search, filter, sort and the member grid over the loaded team; a member opens in a dialog. */
export function TeamDirectory({ members }: { members: TeamMember[] }) {
  const [query, setQuery] = useState<TeamQuery>(INITIAL_QUERY);
  const [openMember, setOpenMember] = useState<TeamMember | null>(null);
  const shown = useMemo(() => findMembers(members, query), [members, query]);
  const departments = useMemo(() => new Set(members.map((member) => member.department)).size, [members]);

  return (
    <>
      <TeamStats members={members.length} departments={departments} />
      <h2>{t('teamListTitle')}</h2>
      <TeamSearchControls query={query} onChange={setQuery} />
      <Count role="status">{t('teamCount', { shown: shown.length, total: members.length })}</Count>
      {shown.length === 0 ? (
        <EmptyState title={t('teamEmpty')} action={{ label: t('teamClearFilters'), onClick: () => setQuery({ ...INITIAL_QUERY, sort: query.sort }) }}>
          <p>{t('teamEmptyHint')}</p>
        </EmptyState>
      ) : (
        <MemberGrid>
          {shown.map((member) => (
            <li key={member.id}>
              <TeamMemberCard member={member} onOpen={setOpenMember} />
            </li>
          ))}
        </MemberGrid>
      )}
      {openMember ? <TeamMemberModal member={openMember} onClose={() => setOpenMember(null)} /> : null}
    </>
  );
}
