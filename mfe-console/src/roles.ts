import type { Role } from './api';
import { t } from './messages';

/** A role's name and what it allows, in the page's language. */
export function roleName(role: Role): string {
  return t(({ administrator: 'roleAdministrator', case_handler: 'roleCaseHandler', moderator: 'roleModerator', editor: 'roleEditor' } as const)[role]);
}

export function roleHint(role: Role): string {
  return t(({ administrator: 'roleAdministratorHint', case_handler: 'roleCaseHandlerHint', moderator: 'roleModeratorHint', editor: 'roleEditorHint' } as const)[role]);
}
