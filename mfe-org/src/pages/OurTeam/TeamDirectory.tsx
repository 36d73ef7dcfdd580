import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { EmptyState, formatNumber, type TeamMember, counted } from '@civic/shared';
import { t } from '../../messages';
import { findMembers, leadersOf, type TeamQuery } from './findMembers';
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

const Leaders = styled.section`
  margin-bottom: ${({ theme }) => theme.space(10)};
`;

/** Everyone in their team: by department, each team's lead first. */
const INITIAL_QUERY: TeamQuery = { search: '', department: 'all', sort: 'department' };

/**
 * Stats, the leadership (the directors and the head of each team), then the whole team with search, filter and
 * sort; a member opens in a dialog.
 */
export function TeamDirectory({ members }: { members: TeamMember[] }) {
  const [query, setQuery] = useState<TeamQuery>(INITIAL_QUERY);
  const [openMember, setOpenMember] = useState<TeamMember | null>(null);
  const shown = useMemo(() => findMembers(members, query), [members, query]);
  const departments = useMemo(() => new Set(members.map((member) => member.department)).size, [members]);
  const leaders = useMemo(() => leadersOf(members), [members]);

  return (
    <>
      <TeamStats members={members.length} departments={departments} />
      {leaders.length ? (
        <Leaders aria-labelledby="team-leaders">
          <h2 id="team-leaders">{t('teamLeadersTitle')}</h2>
          <p>{t('teamLeadersIntro')}</p>
          <MemberGrid>
            {leaders.map((member) => (
              <li key={member.id}>
                <TeamMemberCard member={member} onOpen={setOpenMember} />
              </li>
            ))}
          </MemberGrid>
        </Leaders>
      ) : null}
      <section aria-labelledby="team-everyone">
        <h2 id="team-everyone">{t('teamListTitle')}</h2>
        <p>{t('teamListIntro')}</p>
        <TeamSearchControls query={query} onChange={setQuery} />
        <Count role="status">{t('teamCount', { shown: formatNumber(shown.length), total: t('teamMembers', counted(members.length)) })}</Count>
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
      </section>
      {openMember ? <TeamMemberModal member={openMember} onClose={() => setOpenMember(null)} /> : null}
    </>
  );
}
