import styled from 'styled-components';
import { EmptyState, ErrorState, Spinner, VisuallyHidden, useLoad, Link } from '@civic/shared';
import { t } from '../../messages/dashboard';

const Links = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 600;
  }
`;

const Items = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space(3)};
  li {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    padding: ${({ theme }) => theme.space(3)};
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
  strong {
    display: block;
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
  a {
    display: flex;
    width: fit-content;
    align-items: center;
    min-height: 44px;
    font-weight: 600;
  }
`;

/** One line of a dashboard section: what it is, its details, and its state in words. */
export interface ActivityItem {
  key: string;
  title: string;
  detail: string;
  status: string;
  /** A page elsewhere that the item leads to (an expert session's meeting room), opened in a new tab. */
  link?: { href: string; label: string };
}

interface ActivitySectionProps {
  id: string;
  title: string;
  emptyTitle: string;
  text: string;
  links?: Array<{ to: string; label: string }>;
  /** Reads the citizen's own items; a module-level function, so it stays the same between renders. */
  load?: (signal: AbortSignal) => Promise<ActivityItem[]>;
}

const nothing = async (): Promise<ActivityItem[]> => [];

/** One dashboard section: the citizen's items when there are some, else what will appear here and where to start. */
export function ActivitySection({ id, title, emptyTitle, text, links = [], load = nothing }: ActivitySectionProps) {
  const { state, retry } = useLoad(load);
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {state.status === 'loading' ? <Spinner label={t('loading')} /> : null}
      {state.status === 'failed' ? <ErrorState title={t('activityFailed')} onRetry={retry} /> : null}
      {state.status === 'loaded' && state.data.length > 0 ? (
        <Items>
          {state.data.map((item) => (
            <li key={item.key}>
              <strong>{item.title}</strong>
              <span>
                {item.detail} · {item.status}
              </span>
              {item.link ? (
                <a href={item.link.href} target="_blank" rel="noopener noreferrer">
                  {item.link.label}
                  <VisuallyHidden> {t('opensInNewTab')}</VisuallyHidden>
                </a>
              ) : null}
            </li>
          ))}
        </Items>
      ) : null}
      {state.status === 'loaded' && state.data.length === 0 ? (
        <EmptyState title={emptyTitle}>
          <p>{text}</p>
          {links.length > 0 ? (
            <Links>
              {links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </Links>
          ) : null}
        </EmptyState>
      ) : null}
    </section>
  );
}
