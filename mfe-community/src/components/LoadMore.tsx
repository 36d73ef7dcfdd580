import { Button } from '@civic/shared';
import { StatusBox } from './Status';

export type LoadMoreState = 'idle' | 'loading' | 'failed';

/**
 * The button under a list that brings its next page, saying so while it does, with the failure (read out
 * when it appears) above it; pressing it again tries again.
 */
export function LoadMore({
  state,
  onLoad,
  label,
  loadingLabel,
  failedMessage,
}: {
  state: LoadMoreState;
  onLoad: () => void;
  label: string;
  loadingLabel: string;
  failedMessage: string;
}) {
  return (
    <>
      <div role="alert">{state === 'failed' ? <StatusBox $tone="error">{failedMessage}</StatusBox> : null}</div>
      <Button type="button" $variant="secondary" disabled={state === 'loading'} onClick={onLoad}>
        {state === 'loading' ? loadingLabel : label}
      </Button>
    </>
  );
}
