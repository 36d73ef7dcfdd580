import { StrictMode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { ApiError } from './api';
import { theme } from './theme';
import { apiFailure } from './testing/mockApi';
import { LinkConfirmationState } from './ui/LinkConfirmationState';
import { useLinkConfirmation } from './useLinkConfirmation';

const TOKEN = 'tok-0123456789abcdefghij';
const USED = 'This link was already used: your subscription is confirmed.';
const EXPIRED = 'This link has expired or is not valid.';
const UNREACHABLE = 'We could not reach the server to check your link. Please try again.';

/** Every token sent, in order, and the answers still to give (one a call). */
let sent: string[] = [];
let answers: Array<() => Promise<string>> = [];
function confirmSubscription(token: string): Promise<string> {
  sent.push(token);
  return answers.shift()!();
}
const refusalMessage = (problem: ApiError) => (problem.status === 409 ? USED : EXPIRED);

function Confirmation({ token }: { token: string }) {
  const { state, retry } = useLinkConfirmation(token, confirmSubscription, refusalMessage);
  return (
    <ThemeProvider theme={theme}>
      <LinkConfirmationState state={state} onRetry={retry} checkingLabel="Confirming your subscription…" unreachableText={UNREACHABLE} retryLabel="Try Again">
        {(list) => <p>Subscribed to {list}.</p>}
      </LinkConfirmationState>
    </ThemeProvider>
  );
}

beforeEach(() => {
  sent = [];
  answers = [];
});

describe('useLinkConfirmation', () => {
  it('sends the token once on arrival, even under StrictMode, then shows what the page says', async () => {
    answers = [() => Promise.resolve('general'), () => Promise.resolve('general')];
    render(
      <StrictMode>
        <Confirmation token={TOKEN} />
      </StrictMode>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Confirming your subscription…');
    expect(await screen.findByText('Subscribed to general.')).toBeInTheDocument();
    expect(sent).toEqual([TOKEN]);
  });

  it('words a used link (409) and an expired one (410) in the page’s terms', async () => {
    answers = [() => Promise.reject(new ApiError('Conflict', 409, 'token', null))];
    const { unmount } = render(<Confirmation token={TOKEN} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(USED);
    unmount();

    answers = [() => Promise.reject(apiFailure(410, { status: 'error', message: 'Gone', field: 'token' }))];
    render(<Confirmation token={TOKEN} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(EXPIRED);
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
  });

  it("shows the server's own words for too many tries (429), which say when to try again", async () => {
    const tooMany = 'Too many attempts. Please wait a few minutes and try again.';
    answers = [() => Promise.reject(apiFailure(429, { status: 'error', message: tooMany, field: null }))];
    render(<Confirmation token={TOKEN} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(tooMany);
  });

  it('does not blame the link when the network fails, and sends it again on Retry', async () => {
    answers = [() => Promise.reject(new Error('Network Error')), () => Promise.resolve('workshops')];
    render(<Confirmation token={TOKEN} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(UNREACHABLE);
    expect(alert).not.toHaveTextContent(EXPIRED);

    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Subscribed to workshops.')).toBeInTheDocument();
    expect(sent).toEqual([TOKEN, TOKEN]);
  });

  it('treats a server error (5xx) like the network: nothing is known about the link', async () => {
    answers = [() => Promise.reject(apiFailure(503, { status: 'error', message: 'Unavailable' }))];
    render(<Confirmation token={TOKEN} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(UNREACHABLE);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  });
});
