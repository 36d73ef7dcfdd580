import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Spinner, type LoadStateProps } from '@civic/shared';
import { t } from '../messages';

/*
 * The shared LoadState and EmptyState title their panel with an h3, for a panel inside a section that has an h2.
 * On a page where the panel comes straight under the page's h1, that would skip a level, so these say the same
 * with an h2. (A heading-level option on the shared components would make these unnecessary.)
 */

const Panel = styled.div<{ $tone: 'neutral' | 'error' }>`
  border: 1px solid ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : theme.colors.border)};
  background: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.accentTint : theme.colors.surfaceAlt)};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(6)};
  text-align: center;
  margin: ${({ theme }) => theme.space(6)} 0;
  h2 {
    font-size: 1.2rem;
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
  p {
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** Nothing to show, straight under the page's h1: says so, and offers the next step. */
export function PageEmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: { label: string; onClick: () => void } }) {
  return (
    <Panel $tone="neutral" role="status">
      <h2>{title}</h2>
      {children}
      {action ? (
        <Button type="button" $variant="secondary" onClick={action.onClick}>
          {action.label}
        </Button>
      ) : null}
    </Panel>
  );
}

/** LoadState for a page's main content: a spinner, a failure (titled with an h2) with Retry, then the content. */
export function PageLoadState<T>({ state, onRetry, loadingLabel, failedTitle, failedText, retryLabel, children }: LoadStateProps<T>) {
  if (state.status === 'loading') return <Spinner label={loadingLabel} />;
  if (state.status === 'failed') {
    return (
      <Panel $tone="error" role="alert">
        <h2>{failedTitle}</h2>
        {failedText ? <p>{failedText}</p> : null}
        <Button type="button" onClick={onRetry}>
          {retryLabel ?? t('tryAgain')}
        </Button>
      </Panel>
    );
  }
  return <>{children(state.data)}</>;
}
