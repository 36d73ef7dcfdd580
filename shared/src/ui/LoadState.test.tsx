import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme';
import { useLoad } from '../useLoad';
import { EmptyState, LoadState } from './Feedback';

let answers: Array<() => Promise<string[]>> = [];
const loadWards = () => answers.shift()!();

function Wards() {
  const { state, retry } = useLoad(loadWards);
  return (
    <ThemeProvider theme={theme}>
      <LoadState state={state} onRetry={retry} loadingLabel="Loading wards..." failedTitle="Wards could not be loaded" failedText="Check your connection." retryLabel="Try Again">
        {(wards) => (
          <ul>
            {wards.map((ward) => (
              <li key={ward}>{ward}</li>
            ))}
          </ul>
        )}
      </LoadState>
    </ThemeProvider>
  );
}

describe('LoadState', () => {
  it('shows a spinner, then the failure with its text, then the content after Retry', async () => {
    let fail!: (error: Error) => void;
    answers = [() => new Promise((_resolve, reject) => (fail = reject)), () => Promise.resolve(['Njoro', 'Mau Narok'])];
    render(<Wards />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading wards...');

    fail(new Error('offline'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Wards could not be loaded');
    expect(alert).toHaveTextContent('Check your connection.');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('list')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Njoro', 'Mau Narok']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('titles its panels with an h2 when asked, for a panel straight under the page heading', () => {
    render(
      <ThemeProvider theme={theme}>
        <LoadState state={{ status: 'failed' }} onRetry={() => undefined} loadingLabel="Loading" failedTitle="Wards could not be loaded" headingLevel={2}>
          {() => null}
        </LoadState>
        <EmptyState title="No wards match" />
      </ThemeProvider>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Wards could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'No wards match' })).toBeInTheDocument();
  });
});
