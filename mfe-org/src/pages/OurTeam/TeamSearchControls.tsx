import { useId } from 'react';
import styled from 'styled-components';
import { media, SelectField, TextField } from '@civic/shared';
import { t } from '../../messages';
import { DEPARTMENTS, departmentLabel, type DepartmentFilter, type TeamQuery, type TeamSort } from './findMembers';

const Controls = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space(4)};
  align-items: start;
  ${media.md} {
    grid-template-columns: 2fr 1fr 1fr;
  }
`;

/**
 * The search box's hint goes under the box, not between its label and the box as a field's own hint does:
 * so the three labels and the three controls of the row line up.
 */
const SearchCell = styled.div`
  margin-bottom: ${({ theme }) => theme.space(4)};
  & > div {
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

/** In the page's language: read when rendered. */
const sortOptions = (): Array<{ value: TeamSort; label: string }> => [
  { value: 'name', label: t('teamSortName') },
  { value: 'department', label: t('teamSortDepartment') },
  { value: 'recentlyJoined', label: t('teamSortRecent') },
];

function isDepartmentFilter(value: string): value is DepartmentFilter {
  return value === 'all' || (DEPARTMENTS as readonly string[]).includes(value);
}

function isTeamSort(value: string): value is TeamSort {
  return sortOptions().some((sort) => sort.value === value);
}

/** Search, department filter and sort; every change applies at once, so there is no submit button. */
export function TeamSearchControls({ query, onChange }: { query: TeamQuery; onChange: (query: TeamQuery) => void }) {
  const hintId = useId();
  return (
    <Controls role="search" aria-label={t('teamFiltersLabel')}>
      <SearchCell>
        <TextField
          type="search"
          label={t('teamSearchLabel')}
          aria-describedby={hintId}
          value={query.search}
          onChange={(event) => onChange({ ...query, search: event.target.value })}
        />
        <Hint id={hintId}>{t('teamSearchHint')}</Hint>
      </SearchCell>
      <SelectField
        label={t('teamDepartmentLabel')}
        value={query.department}
        onChange={(event) => {
          if (isDepartmentFilter(event.target.value)) onChange({ ...query, department: event.target.value });
        }}
      >
        {(['all', ...DEPARTMENTS] as const).map((department) => (
          <option key={department} value={department}>
            {departmentLabel(department)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('teamSortLabel')}
        value={query.sort}
        onChange={(event) => {
          if (isTeamSort(event.target.value)) onChange({ ...query, sort: event.target.value });
        }}
      >
        {sortOptions().map((sort) => (
          <option key={sort.value} value={sort.value}>
            {sort.label}
          </option>
        ))}
      </SelectField>
    </Controls>
  );
}
