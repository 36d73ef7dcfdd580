import type { ReactNode } from 'react';
import { Button } from './Button';
import { Spinner } from './Feedback';
import { Notice } from './Notice';
import type { LinkCheck } from '../useLinkConfirmation';

export interface LinkConfirmationStateProps<T> {
  state: LinkCheck<T>;
  onRetry: () => void;
  /** What the spinner says while the link is checked. */
  checkingLabel: string;
  /** Said when the server could not be reached; it offers Retry rather than blaming the link. */
  unreachableText: string;
  retryLabel: string;
  /** What the page says once the link is accepted. */
  children: (data: T) => ReactNode;
}

/** The faces of an e-mailed link being checked (see useLinkConfirmation): a spinner, unreachable with Retry, refused, then the page's own content. */
export function LinkConfirmationState<T>({ state, onRetry, checkingLabel, unreachableText, retryLabel, children }: LinkConfirmationStateProps<T>) {
  if (state.status === 'checking') return <Spinner label={checkingLabel} />;
  if (state.status === 'unreachable') {
    return (
      <Notice tone="error">
        <p>{unreachableText}</p>
        <Button type="button" onClick={onRetry}>
          {retryLabel}
        </Button>
      </Notice>
    );
  }
  if (state.status === 'refused') {
    return (
      <Notice tone="error">
        <p>{state.message}</p>
      </Notice>
    );
  }
  return <>{children(state.data)}</>;
}
