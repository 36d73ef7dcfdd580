import { act, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { api, ApiError, changeLanguage } from '@civic/shared';
import { answer, renderWithProviders } from '@civic/shared/testing';
import type { FollowUpReport } from '../../api';
import { sw } from '../../messages/all';
import { startUpload } from '../../uploads/tusUpload';
import { fakeUploads } from '../../uploads/fakeUploads';
import FollowUp from './FollowUp';

jest.mock('../../uploads/tusUpload', () => ({ ...jest.requireActual('../../uploads/tusUpload'), startUpload: jest.fn() }));
const startUploadMock = startUpload as jest.MockedFunction<typeof startUpload>;

const REPORT: FollowUpReport = {
  status: 'under_review',
  statusLabel: 'Under review',
  incidentType: 'bribery',
  submittedAt: '2026-11-20T08:00:00Z',
  timeline: [
    { status: 'received', label: 'Received', reason: null, referredTo: null, at: '2026-11-20T08:00:00Z' },
    { status: 'under_review', label: 'Under review', reason: 'A case handler is checking the documents you sent.', referredTo: null, at: '2026-11-21T08:00:00Z' },
  ],
  messages: [{ author: 'staff', body: 'Which office counter was it?', at: '2026-11-21T09:00:00Z' }],
  files: [{ name: 'receipt.png', sizeBytes: 2048, addedBy: 'reporter' }],
};

const REFERRED: FollowUpReport = {
  ...REPORT,
  status: 'referred',
  statusLabel: 'Referred',
  timeline: [
    ...REPORT.timeline,
    { status: 'referred', label: 'Referred', reason: 'The EACC investigates bribery by public officers.', referredTo: 'eacc', at: '2026-11-23T08:00:00Z' },
  ],
};

async function lookUp(user: UserEvent, code = '1234 5678 9012 3456') {
  await user.type(screen.getByRole('textbox', { name: /Receipt code/ }), code);
  await user.click(screen.getByRole('button', { name: 'Find my report' }));
}

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe('/report/follow-up', () => {
  it('checks the receipt code before asking the server', async () => {
    const user = userEvent.setup();
    const post = jest.spyOn(api, 'post');
    renderWithProviders(<FollowUp />, { route: '/report/follow-up' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Find my report' }));
    expect(await screen.findByText('Please enter your 16-digit receipt code')).toBeInTheDocument();
    await lookUp(user, '1234');
    expect(await screen.findByText('A receipt code has 16 digits')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('finds a report by its code (spaces allowed) and shows the stages, the reason, the thread and the files', async () => {
    const user = userEvent.setup();
    const post = jest.spyOn(api, 'post').mockResolvedValue(answer({ status: 'success', data: REPORT }));
    renderWithProviders(<FollowUp />, { route: '/report/follow-up' });
    await lookUp(user);
    expect(await screen.findByRole('heading', { name: 'Status: Under review' })).toHaveFocus();
    // Follow-up is anonymous: the request carries no cookie (fetch with credentials 'omit').
    expect(post).toHaveBeenCalledWith(
      '/api/reports/follow-up/',
      { receipt: '1234567890123456' },
      { withCredentials: false, adapter: 'fetch', headers: { 'Accept-Language': 'en' } },
    );
    const stages = within(screen.getByRole('region', { name: 'Progress' }));
    expect(stages.getByText('Received — done')).toBeInTheDocument();
    expect(stages.getByText('Under review — current stage')).toHaveAttribute('aria-current', 'step');
    expect(stages.getByText('Referred or closed — not yet')).toBeInTheDocument();
    expect(screen.getByText('Reason: A case handler is checking the documents you sent.')).toBeInTheDocument();
    expect(screen.getByText('Which office counter was it?')).toBeInTheDocument();
    expect(screen.getByText(/receipt\.png \(2\.0 KB\), added by you/)).toBeInTheDocument();
    expect(JSON.stringify({ ...localStorage })).not.toContain('1234567890123456');
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('1234567890123456');
  });

  it('says which body the report was referred to, what it deals with, and links to its site', async () => {
    const user = userEvent.setup();
    jest.spyOn(api, 'post').mockResolvedValue(answer({ status: 'success', data: REFERRED }));
    renderWithProviders(<FollowUp />, { route: '/report/follow-up' });
    await lookUp(user);
    const progress = within(await screen.findByRole('region', { name: 'Progress' }));
    expect(progress.getByText('Your report was referred to the Ethics and Anti-Corruption Commission (EACC).')).toBeInTheDocument();
    expect(progress.getByText('Corruption and economic crime by public officers: bribery, embezzlement, abuse of office, conflicts of interest.')).toBeInTheDocument();
    expect(progress.getByText('Reason: The EACC investigates bribery by public officers.')).toBeInTheDocument();
    // Only the referral says so: the earlier changes name no body.
    expect(progress.getAllByText(/was referred to/)).toHaveLength(1);
    const website = progress.getByRole('link', { name: 'EACC’s website' });
    expect(website).toHaveAttribute('href', 'https://www.eacc.go.ke');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    expect(website).not.toHaveAttribute('target');
    // Nothing is loaded from the body's site: a plain link, with no logo, icon or preview beside it.
    expect(screen.getByRole('region', { name: 'Progress' }).querySelector('img, picture, svg, iframe, object')).toBeNull();
  });

  it('names the body in Kiswahili when the page is in Kiswahili', async () => {
    const user = userEvent.setup();
    jest.spyOn(api, 'post').mockResolvedValue(answer({ status: 'success', data: REFERRED }));
    try {
      await act(() => changeLanguage('sw'));
      renderWithProviders(<FollowUp />, { route: '/report/follow-up' });
      await user.type(screen.getByRole('textbox', { name: new RegExp(sw.receiptInputLabel) }), '1234 5678 9012 3456');
      await user.click(screen.getByRole('button', { name: sw.followUpFind }));
      const progress = within(await screen.findByRole('region', { name: sw.timelineTitle }));
      expect(progress.getByText('Ripoti yako imepelekwa kwa Tume ya Maadili na Kupambana na Ufisadi (EACC).')).toBeInTheDocument();
      expect(progress.getByText('Ufisadi na uhalifu wa kiuchumi wa maafisa wa umma: hongo, ubadhirifu, matumizi mabaya ya ofisi, mgongano wa maslahi.')).toBeInTheDocument();
      expect(progress.getByRole('link', { name: 'Tovuti ya EACC' })).toHaveAttribute('href', 'https://www.eacc.go.ke');
      expect(screen.queryByText(/Ethics and Anti-Corruption Commission/)).not.toBeInTheDocument();
    } finally {
      await act(() => changeLanguage('en'));
    }
  });

  it('shows the server words when nothing is found', async () => {
    const user = userEvent.setup();
    const message = 'We could not find a report with that receipt code. Check the 16 digits and try again.';
    jest.spyOn(api, 'post').mockRejectedValue(new ApiError(message, 404, null, null));
    renderWithProviders(<FollowUp />, { route: '/report/follow-up' });
    await lookUp(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('asks in the page’s language, though no cookie goes with the request, so the server’s words are in it', async () => {
    const user = userEvent.setup();
    const message = 'Hatukupata ripoti yenye namba hiyo ya risiti. Angalia tarakimu 16 kisha ujaribu tena.';
    const post = jest.spyOn(api, 'post').mockRejectedValue(new ApiError(message, 404, null, null));
    try {
      await act(() => changeLanguage('sw'));
      renderWithProviders(<FollowUp />, { route: '/report/follow-up' });
      await user.type(screen.getByRole('textbox', { name: new RegExp(sw.receiptInputLabel) }), '1234 5678 9012 3456');
      await user.click(screen.getByRole('button', { name: sw.followUpFind }));
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(post).toHaveBeenCalledWith(
        '/api/reports/follow-up/',
        { receipt: '1234567890123456' },
        { withCredentials: false, adapter: 'fetch', headers: { 'Accept-Language': 'sw' } },
      );
    } finally {
      await act(() => changeLanguage('en'));
    }
  });

  it('sends a message to the case handler and shows the updated thread', async () => {
    const user = userEvent.setup();
    const updated: FollowUpReport = { ...REPORT, messages: [...REPORT.messages, { author: 'reporter', body: 'Counter 4, on the ground floor.', at: '2026-11-22T09:00:00Z' }] };
    const post = jest
      .spyOn(api, 'post')
      .mockResolvedValueOnce(answer({ status: 'success', data: REPORT }))
      .mockResolvedValueOnce(answer({ status: 'success', data: updated }, 201));
    renderWithProviders(<FollowUp />, { route: '/report/follow-up' });
    await lookUp(user);
    await user.click(await screen.findByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please write a message')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Write to the case handler/ }), 'Counter 4, on the ground floor.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Your message was sent.')).toBeInTheDocument();
    expect(post).toHaveBeenLastCalledWith(
      '/api/reports/follow-up/messages/',
      { receipt: '1234567890123456', message: 'Counter 4, on the ground floor.' },
      { withCredentials: false, adapter: 'fetch', headers: { 'Accept-Language': 'en' } },
    );
    expect(screen.getByText('Counter 4, on the ground floor.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Write to the case handler/ })).toHaveValue('');
  });

  it('uploads more evidence with the receipt: the file sent ahead with its progress, then named by its upload', async () => {
    const user = userEvent.setup();
    const uploads = fakeUploads(false);
    startUploadMock.mockImplementation(uploads.start);
    const updated: FollowUpReport = { ...REPORT, files: [...REPORT.files, { name: 'letter.pdf', sizeBytes: 4, addedBy: 'reporter' }] };
    const post = jest
      .spyOn(api, 'post')
      .mockResolvedValueOnce(answer({ status: 'success', data: REPORT }))
      .mockResolvedValueOnce(answer({ status: 'success', data: updated }, 201));
    renderWithProviders(<FollowUp />, { route: '/report/follow-up' });
    await lookUp(user);
    await user.upload(await screen.findByLabelText('Add more evidence'), new File(['%PDF'], 'letter.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Upload files' }));

    act(() => uploads.started[0]!.progress(2));
    const progress = within(screen.getByRole('region', { name: 'Sending your files' }));
    expect(progress.getByRole('progressbar', { name: 'letter.pdf' })).toHaveAttribute('value', '2');
    expect(screen.getByRole('button', { name: 'Uploading…' })).toBeDisabled();
    // A file removed now would still be added: the choice is held until the upload is over.
    expect(screen.getByRole('button', { name: 'Remove letter.pdf' })).toBeDisabled();
    expect(screen.getByLabelText('Add more evidence')).toBeDisabled();
    expect(post).toHaveBeenCalledTimes(1);

    await act(async () => uploads.started[0]!.arrive());
    expect(await screen.findByText('Your files were added to the report.')).toBeInTheDocument();
    const [url, form, config] = post.mock.calls[1]!;
    expect(url).toBe('/api/reports/follow-up/evidence/');
    expect(config).toEqual({ headers: { 'Content-Type': 'multipart/form-data', 'Accept-Language': 'en' }, withCredentials: false, adapter: 'fetch' });
    expect((form as FormData).get('receipt')).toBe('1234567890123456');
    expect((form as FormData).get('evidenceFiles')).toBeNull();
    expect(JSON.parse(String((form as FormData).get('uploads'))).map((ref: { id: string; name: string }) => [ref.id, ref.name])).toEqual([['upload-letter.pdf', 'letter.pdf']]);
    expect(screen.getByText(/letter\.pdf \(4 B\), added by you/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Sending your files' })).not.toBeInTheDocument();
  });

  it('keeps the chosen files through a stopped upload, and the next press carries on with the same upload', async () => {
    const user = userEvent.setup();
    const uploads = fakeUploads(false);
    startUploadMock.mockImplementation(uploads.start);
    const post = jest
      .spyOn(api, 'post')
      .mockResolvedValueOnce(answer({ status: 'success', data: REPORT }))
      .mockResolvedValueOnce(answer({ status: 'success', data: { ...REPORT, files: [...REPORT.files, { name: 'letter.pdf', sizeBytes: 4, addedBy: 'reporter' }] } }, 201));
    renderWithProviders(<FollowUp />, { route: '/report/follow-up' });
    await lookUp(user);
    await user.upload(await screen.findByLabelText('Add more evidence'), new File(['%PDF'], 'letter.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Upload files' }));
    act(() => uploads.started[0]!.progress(2));

    await user.click(screen.getByRole('button', { name: 'Stop sending' }));
    expect(uploads.started[0]!.aborted).toBe(true);
    expect(await screen.findByText('Uploading stopped. Your files are still chosen: press Upload files to carry on from where it stopped.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove letter.pdf' })).toBeEnabled();
    expect(post).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Upload files' }));
    expect(uploads.started).toHaveLength(2);
    expect(uploads.started[1]!.state.secret).toBe(uploads.started[0]!.state.secret);
    await act(async () => uploads.started[1]!.arrive());
    expect(await screen.findByText('Your files were added to the report.')).toBeInTheDocument();
  });

  it('shows a file the server refused beside the picker, in the page’s language, and sends it afresh next time', async () => {
    const user = userEvent.setup();
    const uploads = fakeUploads();
    startUploadMock.mockImplementation(uploads.start);
    const refused = '"notes.pdf" is not an accepted file type (images, video, PDF, Word or Excel).';
    const refusedSw = 'Faili "notes.pdf" si ya aina inayokubalika (picha, video, PDF, Word au Excel).';
    jest
      .spyOn(api, 'post')
      .mockResolvedValueOnce(answer({ status: 'success', data: REPORT }))
      .mockRejectedValueOnce(new ApiError(refused, 415, 'files', null));
    try {
      await act(() => changeLanguage('sw'));
      renderWithProviders(<FollowUp />, { route: '/report/follow-up' });
      await user.type(screen.getByRole('textbox', { name: new RegExp(sw.receiptInputLabel) }), '1234 5678 9012 3456');
      await user.click(screen.getByRole('button', { name: sw.followUpFind }));
      await user.upload(await screen.findByLabelText(sw.evidenceAddLabel), new File(['text'], 'notes.pdf', { type: 'application/pdf' }));
      await user.click(screen.getByRole('button', { name: sw.evidenceSend }));
      expect(await screen.findByText(refusedSw)).toBeInTheDocument();
      expect(screen.getByText(sw.evidenceFailed)).toBeInTheDocument();
      expect(screen.queryByText(refused)).not.toBeInTheDocument();

      // Sent again, the file goes afresh: the server did not keep the upload it refused, and its refusal goes.
      await user.click(screen.getByRole('button', { name: sw.evidenceSend }));
      expect(screen.queryByText(refusedSw)).not.toBeInTheDocument();
      expect(uploads.started).toHaveLength(2);
      expect(uploads.started[1]!.state.secret).not.toBe(uploads.started[0]!.state.secret);
    } finally {
      await act(() => changeLanguage('en'));
    }
  });

  it('warns, before uploading, about a file whose hidden details cannot be removed', async () => {
    const user = userEvent.setup();
    jest.spyOn(api, 'post').mockResolvedValueOnce(answer({ status: 'success', data: REPORT }));
    renderWithProviders(<FollowUp />, { route: '/report/follow-up' });
    await lookUp(user);
    await user.upload(await screen.findByLabelText('Add more evidence'), [
      new File(['x'], 'minutes.doc', { type: 'application/msword' }),
      new File(['%PDF'], 'letter.pdf', { type: 'application/pdf' }),
    ]);
    expect(screen.getByRole('button', { name: 'Remove minutes.doc' })).toHaveAccessibleDescription(
      'We cannot remove hidden details such as the author from this kind of file. Keep it only if that is safe for you.',
    );
    expect(screen.getByRole('button', { name: 'Remove letter.pdf' })).not.toHaveAccessibleDescription();
  });
});
