import styled from 'styled-components';
import { formatNumber, site } from '@civic/shared';
import { t } from '../../messages';

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 9rem), 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(6)};
  div {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    border-radius: ${({ theme }) => theme.radius};
    padding: ${({ theme }) => theme.space(4)};
    display: flex;
    flex-direction: column;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
  dd.value {
    order: -1;
    font-size: 1.75rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primaryDark};
  }
  dd.note {
    margin-top: ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
`;

/**
 * Number first visually (order), but read "Team members: 12" in source order; under each figure, a line saying
 * what it counts, so no figure claims more than it means.
 */
export function TeamStats({ members, departments }: { members: number; departments: number }) {
  const stats = [
    { label: t('teamStatMembers'), value: formatNumber(members), note: t('teamStatMembersNote') },
    { label: t('teamStatDepartments'), value: formatNumber(departments), note: t('teamStatDepartmentsNote') },
    { label: t('teamStatFounded'), value: String(site.foundedYear), note: t('teamStatFoundedNote') },
    { label: t('teamStatCounties'), value: formatNumber(47), note: t('teamStatCountiesNote') },
  ];
  return (
    <Stats>
      {stats.map((stat) => (
        <div key={stat.label}>
          <dt>{stat.label}</dt>
          <dd className="value">{stat.value}</dd>
          <dd className="note">{stat.note}</dd>
        </div>
      ))}
    </Stats>
  );
}
