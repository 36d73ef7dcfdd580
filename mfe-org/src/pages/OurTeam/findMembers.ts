import type { TeamMember } from '@civic/shared';
import { t } from '../../messages';

export const DEPARTMENTS = ['executive', 'engineering', 'product', 'design', 'marketing', 'data', 'people'] as const;
export type Department = (typeof DEPARTMENTS)[number];
export type DepartmentFilter = 'all' | Department;
export type TeamSort = 'name' | 'department' | 'recentlyJoined';

const DEPARTMENT_LABELS = {
  all: 'departmentAll',
  executive: 'departmentExecutive',
  engineering: 'departmentEngineering',
  product: 'departmentProduct',
  design: 'departmentDesign',
  marketing: 'departmentMarketing',
  data: 'departmentData',
  people: 'departmentPeople',
} as const satisfies Record<DepartmentFilter, string>;

function isKnownDepartment(value: string): value is DepartmentFilter {
  return value in DEPARTMENT_LABELS;
}

/** A department as people read it; a department the site does not know yet is shown as the API sends it. */
export function departmentLabel(department: string): string {
  return isKnownDepartment(department) ? t(DEPARTMENT_LABELS[department]) : department;
}

/**
 * Roles that lead: the organisation's directors and the person at the head of each team, in English and in the
 * Kiswahili the API answers a Kiswahili reader in (mkurugenzi, mkuu, meneja).
 */
const LEADING_ROLE = /\b(director|lead|head|chief|manager|mkurugenzi|mkuu|meneja)\b/i;

/** Whether a member leads the organisation or a team, from the role they hold. */
export function isLeader(member: TeamMember): boolean {
  return LEADING_ROLE.test(member.role);
}

const departmentRank = (department: string) => {
  const index = (DEPARTMENTS as readonly string[]).indexOf(department);
  return index === -1 ? DEPARTMENTS.length : index;
};

/** The leadership: the executive first, then each team's lead in the order the department filter lists teams. */
export function leadersOf(members: TeamMember[]): TeamMember[] {
  return members.filter(isLeader).sort((a, b) => departmentRank(a.department) - departmentRank(b.department) || a.id - b.id);
}

export interface TeamQuery {
  search: string;
  department: DepartmentFilter;
  sort: TeamSort;
}

/** Case-insensitive substring search over name, role and department, then the chosen order. */
export function findMembers(members: TeamMember[], { search, department, sort }: TeamQuery): TeamMember[] {
  const needle = search.trim().toLowerCase();
  const matches = members.filter((member) => {
    if (department !== 'all' && member.department !== department) return false;
    if (!needle) return true;
    return [member.name, member.role, member.department, departmentLabel(member.department)].some((text) => text.toLowerCase().includes(needle));
  });
  const byName = (a: TeamMember, b: TeamMember) => a.name.localeCompare(b.name, 'en');
  switch (sort) {
    case 'name':
      return matches.sort(byName);
    case 'department':
      // Each team together, its lead first.
      return matches.sort((a, b) => departmentLabel(a.department).localeCompare(departmentLabel(b.department), 'en') || Number(isLeader(b)) - Number(isLeader(a)) || byName(a, b));
    case 'recentlyJoined':
      // "Recently joined" is by descending id: ids are given in joining order.
      return matches.sort((a, b) => b.id - a.id);
  }
}
