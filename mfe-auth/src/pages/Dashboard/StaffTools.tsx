import type { StaffRole } from '@civic/shared';
import { Link } from '@civic/shared';
import { t } from '../../messages/dashboard';

const ROLE_KEYS = { administrator: 'roleAdministrator', case_handler: 'roleCaseHandler', moderator: 'roleModerator', editor: 'roleEditor' } as const;

/** The screens each role works in; a role with no screen of its own yet has no link. */
const TOOLS: Array<{ role: StaffRole; to: string; label: 'staffConsole' | 'staffDesk' | 'staffModeration' | 'staffContent' | 'staffWorkshops' | 'staffEvents' }> = [
  { role: 'administrator', to: '/console', label: 'staffConsole' },
  { role: 'case_handler', to: '/desk', label: 'staffDesk' },
  { role: 'moderator', to: '/console/moderation', label: 'staffModeration' },
  { role: 'editor', to: '/console/content/workshops', label: 'staffWorkshops' },
  { role: 'editor', to: '/console/content/events', label: 'staffEvents' },
  { role: 'editor', to: '/console/content/faq', label: 'staffContent' },
];

/** On a member of staff's dashboard: the roles they hold and the way to the screens they work in. */
export function StaffTools({ roles }: { roles: readonly StaffRole[] }) {
  if (roles.length === 0) return null;
  const tools = TOOLS.filter((tool) => roles.includes(tool.role));
  return (
    <section aria-labelledby="staff-tools">
      <h3 id="staff-tools">{t('staffTitle')}</h3>
      <p>{t('staffRoles', { roles: roles.map((role) => t(ROLE_KEYS[role])).join(', ') })}</p>
      {tools.length ? (
        <ul>
          {tools.map((tool) => (
            <li key={tool.to}>
              <Link to={tool.to}>{t(tool.label)}</Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
