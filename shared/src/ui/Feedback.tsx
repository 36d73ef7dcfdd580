import type { ReactNode } from 'react';
import { t } from '../messages';
import styled, { keyframes } from 'styled-components';
import { Button } from './Button';
import type { Loadable } from '../useLoad';

const spin = keyframes`to { transform: rotate(360deg); }`;

const SpinnerRing = styled.span`
  display: inline-block;
  width: 1.5rem;
  height: 1.5rem;
  border: 3px solid ${({ theme }) => theme.colors.primaryTint};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

const Centered = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(8)};
  color: ${({ theme }) => theme.colors.muted};
`;

/** A busy indicator with a text that screen readers announce. */
export function Spinner({ label }: { label: string }) {
  return (
    <Centered role="status" aria-live="polite">
      <SpinnerRing aria-hidden="true" />
      <span>{label}</span>
    </Centered>
  );
}

const Panel = styled.div<{ $tone: 'neutral' | 'error' }>`
  border: 1px solid ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : theme.colors.border)};
  background: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.accentTint : theme.colors.surfaceAlt)};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(6)};
  text-align: center;
  margin: ${({ theme }) => theme.space(6)} 0;
  h2,
  h3 {
    font-size: 1.2rem;
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
  p {
    color: ${({ theme }) => theme.colors.text};
  }
`;

/**
 * The level of a panel's title: 3 (the default) inside a section that has an h2, 2 when the panel comes
 * straight under the page's h1, so headings never skip a level.
 */
export type PanelHeadingLevel = 2 | 3;

function PanelTitle({ level = 3, children }: { level?: PanelHeadingLevel | undefined; children: ReactNode }) {
  return level === 2 ? <h2>{children}</h2> : <h3>{children}</h3>;
}

/** Nothing to show: says so, and offers the next step when there is one. */
export function EmptyState({
  title,
  children,
  action,
  headingLevel,
}: {
  title: string;
  children?: ReactNode;
  action?: { label: string; onClick: () => void };
  headingLevel?: PanelHeadingLevel;
}) {
  return (
    <Panel $tone="neutral" role="status">
      <PanelTitle level={headingLevel}>{title}</PanelTitle>
      {children}
      {action ? (
        <Button type="button" $variant="secondary" onClick={action.onClick}>
          {action.label}
        </Button>
      ) : null}
    </Panel>
  );
}

/** Something failed: says what, and offers a retry when one makes sense. */
export function ErrorState({
  title,
  children,
  onRetry,
  retryLabel = t('tryAgain'),
  headingLevel,
}: {
  title: string;
  children?: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
  headingLevel?: PanelHeadingLevel;
}) {
  return (
    <Panel $tone="error" role="alert">
      <PanelTitle level={headingLevel}>{title}</PanelTitle>
      {children}
      {onRetry ? (
        <Button type="button" onClick={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
    </Panel>
  );
}

export interface LoadStateProps<T> {
  state: Loadable<T>;
  onRetry: () => void;
  /** What the spinner says while loading. */
  loadingLabel: string;
  failedTitle: string;
  /** A sentence under the failure title, when there is more to say. */
  failedText?: ReactNode;
  retryLabel?: string;
  /** The failure title's level (see PanelHeadingLevel). */
  headingLevel?: PanelHeadingLevel;
  /** The page's content, once its data has arrived. */
  children: (data: T) => ReactNode;
}

/** The three faces of data a page loads (see useLoad): a spinner, a failure with Retry, then the content. */
export function LoadState<T>({ state, onRetry, loadingLabel, failedTitle, failedText, retryLabel, headingLevel, children }: LoadStateProps<T>) {
  if (state.status === 'loading') return <Spinner label={loadingLabel} />;
  if (state.status === 'failed') {
    return (
      <ErrorState title={failedTitle} onRetry={onRetry} retryLabel={retryLabel} {...(headingLevel ? { headingLevel } : {})}>
        {failedText ? <p>{failedText}</p> : null}
      </ErrorState>
    );
  }
  return <>{children(state.data)}</>;
}
