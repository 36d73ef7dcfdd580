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
    flex-direction: column-reverse;
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.95rem;
  }
  dd {
    margin: 0;
    font-size: 1.75rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primaryDark};
  }
`;

/** Number first visually (column-reverse), but read "Team members: 12" in source order. */
export function TeamStats({ members, departments }: { members: number; departments: number }) {
  const stats = [
    { label: t('teamStatMembers'), value: formatNumber(members) },
    { label: t('teamStatDepartments'), value: formatNumber(departments) },
    { label: t('teamStatFounded'), value: String(site.foundedYear) },
    { label: t('teamStatCounties'), value: formatNumber(47) },
  ];
  return (
    <Stats>
      {stats.map((stat) => (
        <div key={stat.label}>
          <dt>{stat.label}</dt>
          <dd>{stat.value}</dd>
        </div>
      ))}
    </Stats>
  );
}
