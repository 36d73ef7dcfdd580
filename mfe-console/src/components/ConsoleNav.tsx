import styled from 'styled-components';
import { Link, media } from '@civic/shared';
import { t } from '../messages';

/** The console's pages, in the order the navigation lists them. */
const PAGES = [
  { page: 'staff', to: '/console', text: 'staffTitle' },
  { page: 'moderation', to: '/console/moderation', text: 'moderationTitle' },
  { page: 'faq', to: '/console/content/faq', text: 'faqTitle' },
  { page: 'workshops', to: '/console/content/workshops', text: 'workshopsTitle' },
  { page: 'events', to: '/console/content/events', text: 'eventsTitle' },
  { page: 'team', to: '/console/content/team', text: 'teamTitle' },
  { page: 'testimonials', to: '/console/content/testimonials', text: 'testimonialsTitle' },
  { page: 'experts', to: '/console/content/experts', text: 'expertsTitle' },
  { page: 'publications', to: '/console/content/publications', text: 'publicationsTitle' },
  { page: 'organisation', to: '/console/content/organisation', text: 'organisationTitle' },
  { page: 'projects', to: '/console/content/projects', text: 'projectsTitle' },
  { page: 'keys', to: '/console/keys', text: 'caseKeysTitle' },
  { page: 'audit', to: '/console/audit', text: 'auditTitle' },
] as const;

export type ConsolePage = (typeof PAGES)[number]['page'];

/**
 * A row of links, the current one underlined and bold: the console's pages, or the views of a page. The console
 * has many pages: on a phone they wrap onto a few rows, set closer together, and a name too long for the screen
 * (a Kiswahili one, or text made larger) wraps within its link, which stays a 44 px target.
 */
export const NavList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  list-style: none;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space(6)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${media.sm} {
    column-gap: ${({ theme }) => theme.space(4)};
  }
  li {
    min-width: 0;
    max-width: 100%;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(1)};
    border-bottom: 3px solid transparent;
    overflow-wrap: anywhere;
  }
  a[aria-current='page'] {
    font-weight: 700;
    text-decoration: none;
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** Links between the console's pages; the page being shown is marked for everyone, not by colour alone. */
export function ConsoleNav({ current }: { current: ConsolePage }) {
  return (
    <nav aria-label={t('consoleNav')}>
      <NavList>
        {PAGES.map(({ page, to, text }) => (
          <li key={page}>
            <Link to={to} aria-current={page === current ? 'page' : undefined}>
              {t(text)}
            </Link>
          </li>
        ))}
      </NavList>
    </nav>
  );
}
