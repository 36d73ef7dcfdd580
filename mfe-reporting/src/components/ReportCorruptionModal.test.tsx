import { act, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { api, ApiError, forgetSignedInUser, rememberSignedInUser, toast } from '@civic/shared';
import { answer, renderWithProviders } from '@civic/shared/testing';
import ReportCorruptionModal from './ReportCorruptionModal';
import { startUpload } from '../uploads/tusUpload';
import { fakeUploads } from '../uploads/fakeUploads';

// Files go ahead of the report by tus; here each arrives as soon as it is started, unless a test says otherwise.
jest.mock('../uploads/tusUpload', () => ({ ...jest.requireActual('../uploads/tusUpload'), startUpload: jest.fn() }));
const startUploadMock = startUpload as jest.MockedFunction<typeof startUpload>;
beforeEach(() => {
  startUploadMock.mockImplementation(fakeUploads().start);
});

/** The files a sent form names by their uploads. */
function sentUploads(form: FormData): Array<{ id: string; secret: string; name: string }> {
  return JSON.parse(String(form.get('uploads') ?? '[]')) as Array<{ id: string; secret: string; name: string }>;
}

const RECEIPT = '1234 5678 9012 3456';

function file(name: string, bytes: number, type: string): File {
  return new File([new Uint8Array(bytes)], name, { type, lastModified: 1 });
}

function dialog() {
  return screen.getByRole('dialog', { name: 'Report Corruption in Kenya' });
}

function evidenceInput() {
  return screen.getByLabelText('Evidence files') as HTMLInputElement;
}

async function fillRequired(user: UserEvent) {
  await user.selectOptions(screen.getByRole('combobox', { name: /Type of incident/ }), 'bribery');
  await user.type(screen.getByRole('textbox', { name: /Where did it happen/ }), 'Huduma Centre, Nakuru');
  await user.type(screen.getByLabelText(/Date of the incident/), '2026-11-20');
  await user.type(screen.getByRole('textbox', { name: /What happened/ }), 'An officer asked for KES 2,000 to release my ID.');
}

function success() {
  return answer({ status: 'success', message: 'Report submitted successfully!', data: { receipt: RECEIPT, submittedAt: '2026-11-22T09:00:00Z', files: [] } }, 201);
}

function sentForm(post: jest.SpyInstance, call = 0): FormData {
  return post.mock.calls[call]![1] as FormData;
}

function sentKey(post: jest.SpyInstance, call = 0): string {
  return (post.mock.calls[call]![2] as { headers: Record<string, string> }).headers['Idempotency-Key']!;
}

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  act(() => forgetSignedInUser());
});

const CITIZEN = { id: 'u1', email: 'amina@example.ke', username: 'amina', fullName: 'Amina Hassan' };

describe('Report Corruption in Kenya', () => {
  it('is a dialog with its title, the incident types, anonymity checked and the anonymity note', () => {
    renderWithProviders(<ReportCorruptionModal onClose={jest.fn()} />);
    expect(dialog()).toBeInTheDocument();
    const types = within(screen.getByRole('combobox', { name: /Type of incident/ }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(types).toEqual(['Choose a type', 'Bribery', 'Embezzlement of Public Funds', 'Nepotism/Favoritism', 'Procurement Irregularities', 'Extortion', 'Other']);
    expect(screen.getByRole('checkbox', { name: 'Report anonymously' })).toBeChecked();
    expect(screen.getByText(/network you use/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'How reporting and anonymity work' })).toHaveAttribute('href', '/whistleblower');
    expect(screen.getByLabelText(/Date of the incident/)).toHaveAttribute('max', expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/));
  });

  it('shows contact fields only when not anonymous, and the keep-originals option only when anonymous', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ReportCorruptionModal onClose={jest.fn()} />);
    expect(screen.queryByRole('textbox', { name: 'Your name' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Keep files exactly as they are (location and author details stay in them)' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Report anonymously' }));
    expect(screen.getByRole('textbox', { name: 'Your name' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('type', 'tel');
    expect(screen.queryByRole('checkbox', { name: /Keep files/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Report anonymously' }));
    expect(screen.queryByRole('textbox', { name: 'Your name' })).not.toBeInTheDocument();
  });

  it('requires the incident type, place, date and description, focuses the first, and sends nothing', async () => {
    const user = userEvent.setup();
    const post = jest.spyOn(api, 'post');
    renderWithProviders(<ReportCorruptionModal onClose={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Submit Report' }));
    expect(await screen.findByText('Please choose the type of incident')).toBeInTheDocument();
    expect(screen.getByText('Please say where it happened')).toBeInTheDocument();
    expect(screen.getByText('Please give the date of the incident')).toBeInTheDocument();
    expect(screen.getByText('Please describe what happened')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Type of incident/ })).toHaveFocus();
    expect(screen.getByRole('combobox', { name: /Type of incident/ })).toHaveAccessibleDescription('Please choose the type of incident');
    expect(post).not.toHaveBeenCalled();
  });

  it('checks the e-mail format of a named report', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ReportCorruptionModal onClose={jest.fn()} />);
    await fillRequired(user);
    await user.click(screen.getByRole('checkbox', { name: 'Report anonymously' }));
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'amina@');
    await user.click(screen.getByRole('button', { name: 'Submit Report' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveFocus();
  });

  it('adds files with their sizes, removes them one by one, and refuses a wrong type or a large file by name', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<ReportCorruptionModal onClose={jest.fn()} />);
    await user.upload(evidenceInput(), [
      file('receipt.png', 2048, 'image/png'),
      file('letter.pdf', 500, 'application/pdf'),
      file('tool.exe', 10, 'application/x-msdownload'),
      file('video.mp4', 11 * 1024 * 1024, 'video/mp4'),
    ]);
    const list = screen.getByRole('list', { name: 'Files attached (2)' });
    expect(within(list).getByText('receipt.png (2.0 KB)')).toBeInTheDocument();
    expect(within(list).getByText('letter.pdf (500 B)')).toBeInTheDocument();
    const problems = screen.getByRole('alert');
    expect(problems).toHaveTextContent('"tool.exe" is not an accepted file type (images, video, PDF, Word or Excel).');
    expect(problems).toHaveTextContent('"video.mp4" is larger than 10 MB.');
    expect(evidenceInput()).toHaveAccessibleDescription(expect.stringContaining('"tool.exe" is not an accepted file type'));
    await user.click(screen.getByRole('button', { name: 'Remove receipt.png' }));
    expect(screen.getByRole('list', { name: 'Files attached (1)' })).toHaveTextContent('letter.pdf (500 B)');
    expect(screen.queryByText('receipt.png (2.0 KB)')).not.toBeInTheDocument();
  });

  it('refuses the eleventh file', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ReportCorruptionModal onClose={jest.fn()} />);
    const eleven = Array.from({ length: 11 }, (_, index) => file(`photo-${index}.jpg`, 1024 * 1024 * 2, 'image/jpeg'));
    await user.upload(evidenceInput(), eleven);
    expect(screen.getByRole('list', { name: 'Files attached (10)' })).toHaveTextContent('photo-0.jpg (2.0 MB)');
    expect(screen.getByRole('alert')).toHaveTextContent('At most 10 files can be attached.');
  });

  it("shows 'Submitting...' on a disabled button, then the receipt, the toast and the way back", async () => {
    const user = userEvent.setup();
    const toastSuccess = jest.spyOn(toast, 'success');
    let reply: (value: ReturnType<typeof success>) => void = () => undefined;
    const post = jest.spyOn(api, 'post').mockReturnValue(new Promise((resolve) => (reply = resolve)));
    renderWithProviders(<ReportCorruptionModal onClose={jest.fn()} />);
    await fillRequired(user);
    await user.upload(evidenceInput(), [file('receipt.png', 2048, 'image/png'), file('letter.pdf', 500, 'application/pdf')]);
    await user.click(screen.getByRole('button', { name: 'Submit Report' }));
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await act(async () => reply(success()));

    // Anonymous: sent without credentials, by fetch with credentials 'omit', so no session cookie goes with it.
    expect(post).toHaveBeenCalledWith('/api/corruption-reports/', expect.any(FormData), {
      headers: { 'Content-Type': 'multipart/form-data', 'Idempotency-Key': expect.stringMatching(/^[0-9a-f-]{32,36}$/), 'Accept-Language': 'en' },
      withCredentials: false,
      adapter: 'fetch',
    });
    const form = sentForm(post);
    expect(form.get('incidentType')).toBe('bribery');
    expect(form.get('location')).toBe('Huduma Centre, Nakuru');
    expect(form.get('date')).toBe('2026-11-20');
    expect(form.get('isAnonymous')).toBe('true');
    expect(form.get('keepOriginals')).toBe('false');
    expect(form.get('contactEmail')).toBe('');
    // The files went ahead, each by its own upload, and the report names them.
    expect(form.getAll('evidenceFiles')).toEqual([]);
    expect(sentUploads(form)).toEqual([
      { id: 'upload-receipt.png', secret: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), name: 'receipt.png' },
      { id: 'upload-letter.pdf', secret: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), name: 'letter.pdf' },
    ]);

    expect(toastSuccess).toHaveBeenCalledWith('Report submitted successfully!');
    expect(screen.getByRole('heading', { name: 'Report Submitted Successfully!' })).toHaveFocus();
    expect(screen.getByText(/utmost confidentiality/)).toBeInTheDocument();
    expect(screen.getByTestId('receipt')).toHaveTextContent(RECEIPT);
    expect(screen.getByText(/only way back to your report/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Follow up on a report' })).toHaveAttribute('href', '/report/follow-up');
  });

  it('stays open until the receipt is copied, then closes 2 seconds later', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => act(() => jest.advanceTimersByTime(ms)) });
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    jest.spyOn(api, 'post').mockResolvedValue(success());
    const onClose = jest.fn();
    renderWithProviders(<ReportCorruptionModal onClose={onClose} />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Submit Report' }));
    await screen.findByTestId('receipt');
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(onClose).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(RECEIPT);
    expect(await screen.findByText('Receipt code copied. This window closes in 2 seconds.')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(1999));
    expect(onClose).not.toHaveBeenCalled();
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("closes 2 seconds after 'I have saved my receipt'", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => act(() => jest.advanceTimersByTime(ms)) });
    jest.spyOn(api, 'post').mockResolvedValue(success());
    const onClose = jest.fn();
    renderWithProviders(<ReportCorruptionModal onClose={onClose} />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Submit Report' }));
    await user.click(await screen.findByRole('button', { name: 'I have saved my receipt' }));
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("on failure shows the toast and 'Submission Failed'; 'Try Again' brings back everything and reuses the key", async () => {
    const user = userEvent.setup();
    const toastError = jest.spyOn(toast, 'error');
    const post = jest.spyOn(api, 'post').mockRejectedValueOnce(new Error('timeout of 10000ms exceeded')).mockResolvedValueOnce(success());
    renderWithProviders(<ReportCorruptionModal onClose={jest.fn()} />);
    await fillRequired(user);
    await user.click(screen.getByRole('checkbox', { name: 'Report anonymously' }));
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Amina Wanjiru');
    await user.upload(evidenceInput(), [file('receipt.png', 2048, 'image/png')]);
    await user.click(screen.getByRole('button', { name: 'Submit Report' }));

    expect(await screen.findByRole('heading', { name: 'Submission Failed' })).toBeInTheDocument();
    expect(screen.getByText('There was an error processing your report. Please try again later.')).toBeInTheDocument();
    expect(toastError).toHaveBeenCalledWith('Failed to submit report. Please try again.');

    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByRole('combobox', { name: /Type of incident/ })).toHaveValue('bribery');
    expect(screen.getByRole('textbox', { name: /What happened/ })).toHaveValue('An officer asked for KES 2,000 to release my ID.');
    expect(screen.getByRole('checkbox', { name: 'Report anonymously' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveValue('Amina Wanjiru');
    expect(screen.getByText('receipt.png (2.0 KB)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit Report' }));
    expect(await screen.findByTestId('receipt')).toHaveTextContent(RECEIPT);
    expect(sentKey(post, 1)).toBe(sentKey(post, 0));
    expect(sentForm(post, 1).get('contactName')).toBe('Amina Wanjiru');
    // A named report goes with the session, so it is linked to the account.
    expect(post.mock.calls[1]![2]).toEqual({ headers: { 'Content-Type': 'multipart/form-data', 'Idempotency-Key': sentKey(post, 0) } });
  });

  it('asks again, with the same key, while the server is still working on the first attempt (409)', async () => {
    const user = userEvent.setup();
    const busy = new ApiError('This submission is already being processed. Please try again in a moment.', 409, null, null);
    const post = jest.spyOn(api, 'post').mockRejectedValueOnce(busy).mockResolvedValueOnce(success());
    renderWithProviders(<ReportCorruptionModal onClose={jest.fn()} />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Submit Report' }));
    expect(await screen.findByTestId('receipt', {}, { timeout: 3000 })).toHaveTextContent(RECEIPT);
    expect(post).toHaveBeenCalledTimes(2);
    expect(sentKey(post, 1)).toBe(sentKey(post, 0));
  });

  it('says beside a file that cannot be cleaned that its hidden details stay, unless the reporter keeps originals or gives a name', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ReportCorruptionModal onClose={jest.fn()} />);
    await user.upload(evidenceInput(), [
      file('minutes.doc', 100, 'application/msword'),
      file('clip.webm', 100, 'video/webm'),
      file('letter.pdf', 100, 'application/pdf'),
      file('clip.mp4', 100, 'video/mp4'),
    ]);
    const note = 'We cannot remove hidden details such as the author from this kind of file. Keep it only if that is safe for you.';
    expect(screen.getByRole('button', { name: 'Remove minutes.doc' })).toHaveAccessibleDescription(note);
    expect(screen.getByRole('button', { name: 'Remove clip.webm' })).toHaveAccessibleDescription(note);
    expect(screen.getByRole('button', { name: 'Remove letter.pdf' })).not.toHaveAccessibleDescription();
    expect(screen.getByRole('button', { name: 'Remove clip.mp4' })).not.toHaveAccessibleDescription();
    expect(screen.getAllByText(note)).toHaveLength(2);

    await user.click(screen.getByRole('checkbox', { name: /Keep files exactly as they are/ }));
    expect(screen.queryByText(note)).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Keep files exactly as they are/ }));
    expect(screen.getAllByText(note)).toHaveLength(2);
    await user.click(screen.getByRole('checkbox', { name: 'Report anonymously' }));
    expect(screen.queryByText(note)).not.toBeInTheDocument();
  });

  it('uses a new key once the draft has changed', async () => {
    const user = userEvent.setup();
    const post = jest.spyOn(api, 'post').mockRejectedValueOnce(new Error('Network Error')).mockResolvedValueOnce(success());
    renderWithProviders(<ReportCorruptionModal onClose={jest.fn()} />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Submit Report' }));
    await user.click(await screen.findByRole('button', { name: 'Try Again' }));
    await user.type(screen.getByRole('textbox', { name: /People or offices involved/ }), 'Registration desk');
    await user.click(screen.getByRole('button', { name: 'Submit Report' }));
    await screen.findByTestId('receipt');
    expect(sentKey(post, 1)).not.toBe(sentKey(post, 0));
  });

  it('shows a file the server refused by name, in the failure view and beside the files', async () => {
    const user = userEvent.setup();
    jest.spyOn(api, 'post').mockRejectedValue(new ApiError('"scan.pdf" is larger than 10 MB.', 413, 'files', null));
    renderWithProviders(<ReportCorruptionModal onClose={jest.fn()} />);
    await fillRequired(user);
    await user.upload(evidenceInput(), [file('scan.pdf', 2048, 'application/pdf')]);
    await user.click(screen.getByRole('button', { name: 'Submit Report' }));
    expect(await screen.findByText('"scan.pdf" is larger than 10 MB.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByRole('alert')).toHaveTextContent('"scan.pdf" is larger than 10 MB.');
    expect(screen.getByText('scan.pdf (2.0 KB)')).toBeInTheDocument();
  });

  it('puts a field the server named on that field after Try Again', async () => {
    const user = userEvent.setup();
    jest.spyOn(api, 'post').mockRejectedValue(new ApiError('Please say where it happened', 400, 'location', null));
    renderWithProviders(<ReportCorruptionModal onClose={jest.fn()} />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Submit Report' }));
    expect(await screen.findByText('Please say where it happened')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByRole('textbox', { name: /Where did it happen/ })).toHaveAccessibleDescription(expect.stringContaining('Please say where it happened'));
  });

  it('closes on Cancel', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithProviders(<ReportCorruptionModal onClose={onClose} />);
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('closing before the receipt is saved', () => {
  it('warns once, then closes on a second try', async () => {
    const onClose = jest.fn();
    jest.spyOn(api, 'post').mockResolvedValue(success());
    const user = userEvent.setup();
    renderWithProviders(<ReportCorruptionModal onClose={onClose} />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Submit Report' }));
    expect(await screen.findByTestId('receipt')).toHaveTextContent(RECEIPT);
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Save your receipt before you close this window');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('for a signed-in citizen', () => {
  it('sends an anonymous report with no contact details and no cookie, whoever is signed in', async () => {
    const user = userEvent.setup();
    act(() => rememberSignedInUser(CITIZEN));
    const post = jest.spyOn(api, 'post').mockResolvedValue(success());
    renderWithProviders(<ReportCorruptionModal onClose={jest.fn()} />);
    expect(screen.queryByRole('textbox', { name: 'Your name' })).not.toBeInTheDocument();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Submit Report' }));
    await screen.findByTestId('receipt');
    expect(post.mock.calls[0]![2]).toMatchObject({ withCredentials: false, adapter: 'fetch' });
    const form = sentForm(post);
    expect([form.get('isAnonymous'), form.get('contactName'), form.get('contactEmail'), form.get('contactPhone')]).toEqual(['true', '', '', '']);
    expect(JSON.stringify([...form.entries()])).not.toMatch(/Amina|amina@example/);
  });

  it('fills name and e-mail from the account once the reporter chooses to give contact details; editable, and sent as edited', async () => {
    const user = userEvent.setup();
    act(() => rememberSignedInUser(CITIZEN));
    const post = jest.spyOn(api, 'post').mockResolvedValue(success());
    renderWithProviders(<ReportCorruptionModal onClose={jest.fn()} />);
    await fillRequired(user);
    await user.click(screen.getByRole('checkbox', { name: 'Report anonymously' }));
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveValue('Amina Hassan');
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('amina@example.ke');
    expect(screen.getByLabelText('Phone number')).toHaveValue('');
    await user.clear(screen.getByRole('textbox', { name: 'Your name' }));
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'A. Hassan');
    // Anonymous and back again: what the reporter typed is kept, not replaced by the account's name.
    await user.click(screen.getByRole('checkbox', { name: 'Report anonymously' }));
    await user.click(screen.getByRole('checkbox', { name: 'Report anonymously' }));
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveValue('A. Hassan');
    await user.click(screen.getByRole('button', { name: 'Submit Report' }));
    await screen.findByTestId('receipt');
    const form = sentForm(post);
    expect([form.get('isAnonymous'), form.get('contactName'), form.get('contactEmail')]).toEqual(['false', 'A. Hassan', 'amina@example.ke']);
    expect(post.mock.calls[0]![2]).not.toHaveProperty('withCredentials');
  });
});

describe('report or complaint', () => {
  it('says which form is for what and links to the complaint form, closing the dialog', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithProviders(<ReportCorruptionModal onClose={onClose} />);
    const note = within(dialog()).getByRole('complementary', { name: 'Corruption report or complaint?' });
    expect(note).toHaveTextContent('This form is for corruption');
    expect(note).toHaveTextContent('For poor service from a public office');
    const link = within(note).getByRole('link', { name: 'File a complaint about poor service' });
    expect(link).toHaveAttribute('href', '/complaints');
    await user.click(link);
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/complaints');
  });
});

describe('the dialog title at 375 px', () => {
  it('shares a row with the close button, so a long title wraps beside it and never under it', () => {
    renderWithProviders(<ReportCorruptionModal onClose={jest.fn()} />);
    const heading = within(dialog()).getByRole('heading', { level: 2, name: 'Report Corruption in Kenya' });
    const row = heading.parentElement!;
    expect(row).toContainElement(within(dialog()).getByRole('button', { name: /close/i }));
    expect(getComputedStyle(row).display).toBe('flex');
    expect(getComputedStyle(heading).minWidth).toBe('0');
  });
});
