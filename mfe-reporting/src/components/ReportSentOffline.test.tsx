import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError } from '@civic/shared';
import { answer, renderWithProviders } from '@civic/shared/testing';
import ReportCorruptionModal from './ReportCorruptionModal';

const RECEIPT = '1234 5678 9012 3456';

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  if (online) act(() => void window.dispatchEvent(new Event('online')));
}

/** What the API client throws when no answer came (no connection). */
const noAnswer = () => new ApiError('An error occurred', null, null, null);

async function fillAndSend() {
  const user = userEvent.setup();
  renderWithProviders(<ReportCorruptionModal onClose={jest.fn()} />);
  await user.selectOptions(screen.getByRole('combobox', { name: /Type of incident/ }), 'bribery');
  await user.type(screen.getByRole('textbox', { name: /Where did it happen/ }), 'Huduma Centre, Nakuru');
  await user.type(screen.getByLabelText(/Date of the incident/), '2026-11-20');
  await user.type(screen.getByRole('textbox', { name: /What happened/ }), 'An officer asked for KES 2,000 to release my ID.');
  await user.click(screen.getByRole('button', { name: 'Submit Report' }));
  return user;
}

const keyOf = (post: jest.SpyInstance, call: number) => (post.mock.calls[call]![2] as { headers: Record<string, string> }).headers['Idempotency-Key'];

afterEach(() => {
  setOnline(true);
  jest.restoreAllMocks();
});

describe('a report sent without a connection', () => {
  it('waits, is sent once the browser is back online with the same key, and shows its receipt', async () => {
    setOnline(false);
    const post = jest
      .spyOn(api, 'post')
      .mockRejectedValueOnce(noAnswer())
      .mockResolvedValueOnce(
        answer({ status: 'success', message: 'Report submitted successfully!', data: { receipt: RECEIPT, submittedAt: '2026-11-22T09:00:00Z', files: [] } }, 201),
      );
    await fillAndSend();
    expect(await screen.findByRole('heading', { name: 'Your report is waiting for a connection' })).toBeInTheDocument();
    expect(screen.getByText(/It is kept on this page only: if the page closes first, it is lost\./)).toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(1);

    setOnline(true);
    expect(await screen.findByTestId('receipt')).toHaveTextContent(RECEIPT);
    expect(post).toHaveBeenCalledTimes(2);
    expect(keyOf(post, 1)).toBe(keyOf(post, 0));
  });

  it('comes back with the reason when the server refuses it once online, everything typed still there', async () => {
    setOnline(false);
    jest
      .spyOn(api, 'post')
      .mockRejectedValueOnce(noAnswer())
      .mockRejectedValueOnce(new ApiError('You have sent 5 reports in the last hour. Please try again later.', 429, null, null));
    const user = await fillAndSend();
    await screen.findByRole('heading', { name: 'Your report is waiting for a connection' });
    setOnline(true);
    expect(await screen.findByText('You have sent 5 reports in the last hour. Please try again later.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByRole('textbox', { name: /What happened/ })).toHaveValue('An officer asked for KES 2,000 to release my ID.');
  });

  it('can be taken back to the form while it waits, and sends nothing on its own then', async () => {
    setOnline(false);
    const post = jest.spyOn(api, 'post').mockRejectedValueOnce(noAnswer());
    const user = await fillAndSend();
    await user.click(await screen.findByRole('button', { name: 'Back to the form' }));
    expect(screen.getByRole('textbox', { name: /Where did it happen/ })).toHaveValue('Huduma Centre, Nakuru');
    setOnline(true);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(post).toHaveBeenCalledTimes(1);
  });
});
