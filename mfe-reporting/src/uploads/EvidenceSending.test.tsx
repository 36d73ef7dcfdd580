import { act, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { api } from '@civic/shared';
import { answer, renderWithProviders } from '@civic/shared/testing';
import ReportCorruptionModal from '../components/ReportCorruptionModal';
import { startUpload } from './tusUpload';
import { fakeUploads } from './fakeUploads';

jest.mock('./tusUpload', () => ({ ...jest.requireActual('./tusUpload'), startUpload: jest.fn() }));
const startUploadMock = startUpload as jest.MockedFunction<typeof startUpload>;

function file(name: string, bytes: number, type: string): File {
  return new File([new Uint8Array(bytes)], name, { type, lastModified: 1 });
}

async function fillRequired(user: UserEvent) {
  await user.selectOptions(screen.getByRole('combobox', { name: /Type of incident/ }), 'bribery');
  await user.type(screen.getByRole('textbox', { name: /Where did it happen/ }), 'County offices, Kisumu');
  await user.type(screen.getByLabelText(/Date of the incident/), '2026-11-20');
  await user.type(screen.getByRole('textbox', { name: /What happened/ }), 'A clerk asked for money to stamp a tender document.');
  await user.upload(screen.getByLabelText('Evidence files'), [file('photo.jpg', 400 * 1024, 'image/jpeg'), file('invoice.pdf', 100 * 1024, 'application/pdf')]);
}

const receipt = () =>
  answer({ status: 'success', message: 'Report submitted successfully!', data: { receipt: '1234 5678 9012 3456', submittedAt: '2026-11-22T09:00:00Z', files: [] } }, 201);
const panel = () => within(screen.getByRole('region', { name: 'Sending your files' }));
const setOnline = (online: boolean) => Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });

afterEach(() => {
  jest.restoreAllMocks();
  setOnline(true);
});

/** The report filled in with two files, and Submit pressed: each file's upload waits for the test to move it. */
async function submitWithFiles() {
  const user = userEvent.setup();
  const uploads = fakeUploads(false);
  startUploadMock.mockImplementation(uploads.start);
  const post = jest.spyOn(api, 'post').mockResolvedValue(receipt());
  renderWithProviders(<ReportCorruptionModal onClose={jest.fn()} />);
  await fillRequired(user);
  await user.click(screen.getByRole('button', { name: 'Submit Report' }));
  return { user, uploads, post };
}

describe('evidence sent ahead of the report', () => {
  it("shows each file's progress and the total, then sends the report naming the uploads", async () => {
    const { uploads, post } = await submitWithFiles();

    // One file at a time: the photo is on its way, the invoice waits.
    act(() => uploads.started[0]!.progress(100 * 1024));
    expect(panel().getByRole('status')).toHaveTextContent('100.0 KB of 500.0 KB sent (20%)');
    expect(panel().getByRole('progressbar', { name: 'photo.jpg' })).toHaveAttribute('value', String(100 * 1024));
    expect(within(panel().getByText('photo.jpg').closest('li')!).getByText('25%')).toBeInTheDocument();
    expect(within(panel().getByText('invoice.pdf').closest('li')!).getByText('Waiting')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    // The chosen files are held while they are sent: one removed now would still go with the report.
    expect(screen.getByRole('button', { name: 'Remove photo.jpg' })).toBeDisabled();
    expect(screen.getByLabelText('Evidence files')).toBeDisabled();

    await act(async () => uploads.started[0]!.arrive());
    expect(within(panel().getByText('photo.jpg').closest('li')!).getByText('Sent')).toBeInTheDocument();
    expect(panel().getByRole('status')).toHaveTextContent('400.0 KB of 500.0 KB sent (80%)');
    await act(async () => uploads.started[1]!.arrive());

    expect(await screen.findByTestId('receipt')).toHaveTextContent('1234 5678 9012 3456');
    const form = post.mock.calls[0]![1] as FormData;
    expect(JSON.parse(String(form.get('uploads'))).map((ref: { id: string; name: string }) => [ref.id, ref.name])).toEqual([
      ['upload-photo.jpg', 'photo.jpg'],
      ['upload-invoice.pdf', 'invoice.pdf'],
    ]);
  });

  it('marks a file that failed, sends the others, and "Try again" resumes only that file with its own upload', async () => {
    const { user, uploads, post } = await submitWithFiles();

    act(() => uploads.started[0]!.progress(200 * 1024));
    await act(async () => uploads.started[0]!.fail());
    await act(async () => uploads.started[1]!.arrive());

    const photo = within(panel().getByText('photo.jpg').closest('li')!);
    expect(photo.getByText('Not sent')).toBeInTheDocument();
    expect(panel().getByText(/Some files were not sent/)).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    // The form is as typed.
    expect(screen.getByRole('textbox', { name: /Where did it happen/ })).toHaveValue('County offices, Kisumu');

    await user.click(photo.getByRole('button', { name: 'Try sending photo.jpg again' }));
    expect(uploads.started).toHaveLength(3);
    const retried = uploads.started[2]!;
    expect(retried.file.name).toBe('photo.jpg');
    // The same upload (secret and address) as the first attempt: the server's copy is resumed, not begun again.
    expect(retried.state).toBe(uploads.started[0]!.state);
    await act(async () => retried.arrive());

    expect(await screen.findByTestId('receipt')).toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String((post.mock.calls[0]![1] as FormData).get('uploads'))).map((ref: { name: string }) => ref.name)).toEqual(['photo.jpg', 'invoice.pdf']);
  });

  it('"Stop sending" stops the file on its way and keeps the form; sending again carries on', async () => {
    const { user, uploads, post } = await submitWithFiles();
    await act(async () => uploads.started[0]!.arrive());
    await user.click(panel().getByRole('button', { name: 'Stop sending' }));

    expect(uploads.started[1]!.aborted).toBe(true);
    expect(await screen.findByText(/Sending stopped\. Your form and files are as you left them/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Report' })).toBeEnabled();
    expect(post).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Submit Report' }));
    // The photo arrived before: only the invoice is sent again.
    expect(uploads.started.map((upload) => upload.file.name)).toEqual(['photo.jpg', 'invoice.pdf', 'invoice.pdf']);
    await act(async () => uploads.started[2]!.arrive());
    expect(await screen.findByTestId('receipt')).toBeInTheDocument();
  });

  it('waits for the connection when the files cannot go, then resumes them once online', async () => {
    const { uploads, post } = await submitWithFiles();
    setOnline(false);
    await act(async () => uploads.started[0]!.fail());
    expect(await screen.findByRole('heading', { name: 'Your report is waiting for a connection' })).toBeInTheDocument();
    // Without a connection the second file was not even tried.
    expect(uploads.started).toHaveLength(1);

    setOnline(true);
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(uploads.started).toHaveLength(2);
    expect(uploads.started[1]!.state).toBe(uploads.started[0]!.state);
    await act(async () => uploads.started[1]!.arrive());
    await act(async () => uploads.started[2]!.arrive());
    expect(await screen.findByTestId('receipt')).toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(1);
  });
});
