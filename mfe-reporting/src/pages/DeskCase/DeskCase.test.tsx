import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError, Route, Routes } from '@civic/shared';
import { answer, renderWithProviders } from '@civic/shared/testing';
import type { CaseDetail } from '../../api';
import DeskCase from './DeskCase';

const CASE: CaseDetail = {
  id: 'c1',
  kind: 'corruption',
  reference: null,
  status: 'received',
  statusLabel: 'Received',
  referredTo: null,
  suggestedReferral: 'eacc',
  incidentType: 'bribery',
  category: null,
  county: 'Nakuru',
  institution: null,
  location: 'Land registry, Nakuru',
  incidentDate: '2026-11-18',
  description: 'The clerk asked for KES 5,000.',
  involvedParties: 'Counter clerk',
  evidenceDescription: null,
  isAnonymous: true,
  contact: null,
  submittedAt: '2026-11-20T08:00:00Z',
  assignedTo: null,
  files: [{ id: 'f1', name: 'receipt.png', mediaType: 'image/png', sizeBytes: 2048, metadataRemoved: true, addedBy: 'reporter', downloadUrl: '/api/desk/files/f1/' }],
  timeline: [{ status: 'received', label: 'Received', reason: null, referredTo: null, at: '2026-11-20T08:00:00Z' }],
  messages: [],
  notes: [],
  audit: [{ action: 'created', detail: 'Report received', actor: 'system', at: '2026-11-20T08:00:00Z' }],
};
const STAFF = [{ id: 's1', fullName: 'Wanjiku Kamau' }];

function renderCase() {
  return renderWithProviders(
    <Routes>
      <Route path="/desk/cases/:id" element={<DeskCase />} />
    </Routes>,
    { route: '/desk/cases/c1' },
  );
}

afterEach(() => jest.restoreAllMocks());

describe('/desk/cases/:id', () => {
  it('shows the case, its evidence as downloads, and the staff-only notes label', async () => {
    jest.spyOn(api, 'get').mockResolvedValue(answer({ case: CASE, staff: STAFF }));
    renderCase();
    expect(await screen.findByText('The clerk asked for KES 5,000.')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const download = screen.getByRole('link', { name: 'Download receipt.png (2.0 KB)' });
    expect(download).toHaveAttribute('href', '/api/desk/files/f1/');
    expect(download).toHaveAttribute('download', 'receipt.png');
    expect(screen.getByText('The reporter chose to stay anonymous.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Internal notes (staff only; never shown to the reporter)' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Audit log' })).getByRole('listitem')).toHaveTextContent(/system: created Report received/);
  });

  it('requires a reason before changing the status, then sends it', async () => {
    const user = userEvent.setup();
    jest.spyOn(api, 'get').mockResolvedValue(answer({ case: CASE, staff: STAFF }));
    const post = jest.spyOn(api, 'post').mockResolvedValue(answer({ case: { ...CASE, status: 'under_review', statusLabel: 'Under review' } }));
    renderCase();
    const form = within(await screen.findByRole('form', { name: 'Change status' }));
    await user.selectOptions(form.getByRole('combobox', { name: 'New status' }), 'under_review');
    await user.click(form.getByRole('button', { name: 'Change status' }));
    expect(form.getByText('Please give the reason; the reporter will read it.')).toBeInTheDocument();
    // Focus moves once the form has shown its errors.
    await waitFor(() => expect(form.getByRole('textbox', { name: /Reason/ })).toHaveFocus());
    expect(post).not.toHaveBeenCalled();

    await user.type(form.getByRole('textbox', { name: /Reason/ }), 'We are checking the receipt.');
    await user.click(form.getByRole('button', { name: 'Change status' }));
    expect(post).toHaveBeenCalledWith('/api/desk/cases/c1/status/', { status: 'under_review', reason: 'We are checking the receipt.' });
  });

  it('replies to the reporter, adds a note and assigns a handler', async () => {
    const user = userEvent.setup();
    jest.spyOn(api, 'get').mockResolvedValue(answer({ case: CASE, staff: STAFF }));
    const post = jest.spyOn(api, 'post').mockResolvedValue(answer({ case: CASE }));
    renderCase();
    await user.type(await screen.findByRole('textbox', { name: /Reply to the reporter/ }), 'Which counter?');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(post).toHaveBeenCalledWith('/api/desk/cases/c1/replies/', { message: 'Which counter?' });
    await user.type(screen.getByRole('textbox', { name: /New internal note/ }), 'Same clerk as case 12.');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(post).toHaveBeenCalledWith('/api/desk/cases/c1/notes/', { note: 'Same clerk as case 12.' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Case handler' }), 's1');
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    expect(post).toHaveBeenCalledWith('/api/desk/cases/c1/assign/', { staffUserId: 's1' });
  });

  it('offers the body suggested for the case when referring, says what it deals with, and sends it with the reason', async () => {
    const user = userEvent.setup();
    jest.spyOn(api, 'get').mockResolvedValue(answer({ case: CASE, staff: STAFF }));
    const post = jest.spyOn(api, 'post').mockResolvedValue(answer({ case: { ...CASE, status: 'referred', statusLabel: 'Referred', referredTo: 'eacc' } }));
    renderCase();
    const form = within(await screen.findByRole('form', { name: 'Change status' }));
    expect(form.queryByRole('combobox', { name: 'Referred to' })).not.toBeInTheDocument();

    await user.selectOptions(form.getByRole('combobox', { name: 'New status' }), 'referred');
    const body = form.getByRole('combobox', { name: 'Referred to' });
    expect(body).toHaveValue('eacc');
    expect(body).toBeRequired();
    expect(body).toHaveAccessibleDescription('Suggested for bribery: Ethics and Anti-Corruption Commission (EACC)');
    expect(form.getByRole('option', { name: 'Public Procurement Regulatory Authority (PPRA)' })).toBeInTheDocument();
    expect(form.getByRole('option', { name: 'The county assembly of the county concerned' })).toBeInTheDocument();
    expect(form.getByText('Corruption and economic crime by public officers: bribery, embezzlement, abuse of office, conflicts of interest.')).toBeInTheDocument();

    await user.type(form.getByRole('textbox', { name: /Reason/ }), 'The EACC investigates bribery by public officers.');
    await user.click(form.getByRole('button', { name: 'Change status' }));
    expect(post).toHaveBeenCalledTimes(1);
    expect(post.mock.calls[0]).toStrictEqual([
      '/api/desk/cases/c1/status/',
      { status: 'referred', referredTo: 'eacc', reason: 'The EACC investigates bribery by public officers.' },
    ]);
  });

  it('sends the body chosen in place of the suggested one', async () => {
    const user = userEvent.setup();
    jest.spyOn(api, 'get').mockResolvedValue(answer({ case: CASE, staff: STAFF }));
    const post = jest.spyOn(api, 'post').mockResolvedValue(answer({ case: CASE }));
    renderCase();
    const form = within(await screen.findByRole('form', { name: 'Change status' }));
    await user.selectOptions(form.getByRole('combobox', { name: 'New status' }), 'referred');
    await user.selectOptions(form.getByRole('combobox', { name: 'Referred to' }), 'ppra');
    expect(form.getByText('Breaches of the public procurement law: tenders, contracts and the disposal of public assets.')).toBeInTheDocument();
    expect(form.queryByText(/Corruption and economic crime by public officers/)).not.toBeInTheDocument();
    await user.type(form.getByRole('textbox', { name: /Reason/ }), 'The tender was split to avoid open bidding.');
    await user.click(form.getByRole('button', { name: 'Change status' }));
    expect(post.mock.calls[0]?.[1]).toStrictEqual({ status: 'referred', referredTo: 'ppra', reason: 'The tender was split to avoid open bidding.' });
  });

  it('sends no body with any other status, even after the list of bodies was open', async () => {
    const user = userEvent.setup();
    jest.spyOn(api, 'get').mockResolvedValue(answer({ case: CASE, staff: STAFF }));
    const post = jest.spyOn(api, 'post').mockResolvedValue(answer({ case: CASE }));
    renderCase();
    const form = within(await screen.findByRole('form', { name: 'Change status' }));
    await user.selectOptions(form.getByRole('combobox', { name: 'New status' }), 'referred');
    await user.selectOptions(form.getByRole('combobox', { name: 'Referred to' }), 'ppra');
    await user.selectOptions(form.getByRole('combobox', { name: 'New status' }), 'closed');
    expect(form.queryByRole('combobox', { name: 'Referred to' })).not.toBeInTheDocument();
    await user.type(form.getByRole('textbox', { name: /Reason/ }), 'The office refunded the money.');
    await user.click(form.getByRole('button', { name: 'Change status' }));
    expect(post.mock.calls[0]).toStrictEqual(['/api/desk/cases/c1/status/', { status: 'closed', reason: 'The office refunded the money.' }]);
  });

  it('will not refer without a body', async () => {
    const user = userEvent.setup();
    jest.spyOn(api, 'get').mockResolvedValue(answer({ case: CASE, staff: STAFF }));
    const post = jest.spyOn(api, 'post');
    renderCase();
    const form = within(await screen.findByRole('form', { name: 'Change status' }));
    await user.selectOptions(form.getByRole('combobox', { name: 'New status' }), 'referred');
    await user.selectOptions(form.getByRole('combobox', { name: 'Referred to' }), '');
    await user.type(form.getByRole('textbox', { name: /Reason/ }), 'For investigation.');
    await user.click(form.getByRole('button', { name: 'Change status' }));
    expect(form.getByRole('combobox', { name: 'Referred to' })).toHaveAccessibleDescription(expect.stringContaining('Choose the body the case is referred to.'));
    await waitFor(() => expect(form.getByRole('combobox', { name: 'Referred to' })).toHaveFocus());
    expect(post).not.toHaveBeenCalled();
  });

  it('shows a refused body at the list and keeps the reason typed', async () => {
    const user = userEvent.setup();
    jest.spyOn(api, 'get').mockResolvedValue(answer({ case: CASE, staff: STAFF }));
    const post = jest.spyOn(api, 'post').mockRejectedValue(new ApiError('Choose the body the case is referred to.', 400, 'referredTo', null));
    renderCase();
    const form = within(await screen.findByRole('form', { name: 'Change status' }));
    await user.selectOptions(form.getByRole('combobox', { name: 'New status' }), 'referred');
    await user.type(form.getByRole('textbox', { name: /Reason/ }), 'The EACC investigates bribery by public officers.');
    await user.click(form.getByRole('button', { name: 'Change status' }));
    expect(post).toHaveBeenCalledTimes(1);
    const body = form.getByRole('combobox', { name: 'Referred to' });
    expect(await form.findByRole('alert')).toHaveTextContent('Choose the body the case is referred to.');
    expect(body).toHaveAccessibleDescription(expect.stringContaining('Choose the body the case is referred to.'));
    await waitFor(() => expect(body).toHaveFocus());
    expect(form.getByRole('textbox', { name: /Reason/ })).toHaveValue('The EACC investigates bribery by public officers.');
    expect(form.getByRole('combobox', { name: 'New status' })).toHaveValue('referred');
  });

  it('shows where a referred case went, with a plain link to the body’s site, and starts the list on it', async () => {
    const user = userEvent.setup();
    const referred: CaseDetail = {
      ...CASE,
      status: 'referred',
      statusLabel: 'Referred',
      referredTo: 'ppra',
      timeline: [...CASE.timeline, { status: 'referred', label: 'Referred', reason: 'A tender matter.', referredTo: 'ppra', at: '2026-11-22T08:00:00Z' }],
    };
    jest.spyOn(api, 'get').mockResolvedValue(answer({ case: referred, staff: STAFF }));
    renderCase();
    const details = within(await screen.findByRole('region', { name: 'Details' }));
    expect(details.getByText('Referred to').nextElementSibling).toHaveTextContent('Public Procurement Regulatory Authority (PPRA) · PPRA’s website');
    const website = details.getByRole('link', { name: 'PPRA’s website' });
    expect(website).toHaveAttribute('href', 'https://ppra.go.ke');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    expect(website).not.toHaveAttribute('target');
    expect(within(screen.getByRole('region', { name: 'Timeline' })).getByText('Referred to Public Procurement Regulatory Authority (PPRA)')).toBeInTheDocument();

    const form = within(screen.getByRole('form', { name: 'Change status' }));
    expect(form.getByRole('combobox', { name: 'New status' })).toHaveValue('referred');
    expect(form.getByRole('combobox', { name: 'Referred to' })).toHaveValue('ppra');
    await user.selectOptions(form.getByRole('combobox', { name: 'New status' }), 'closed');
    await user.selectOptions(form.getByRole('combobox', { name: 'New status' }), 'referred');
    expect(form.getByRole('combobox', { name: 'Referred to' })).toHaveValue('ppra');
  });

  it('names a complaint’s category in the suggestion', async () => {
    const user = userEvent.setup();
    const complaint: CaseDetail = { ...CASE, kind: 'complaint', incidentType: null, category: 'harassment', suggestedReferral: 'knchr' };
    jest.spyOn(api, 'get').mockResolvedValue(answer({ case: complaint, staff: STAFF }));
    renderCase();
    const form = within(await screen.findByRole('form', { name: 'Change status' }));
    await user.selectOptions(form.getByRole('combobox', { name: 'New status' }), 'referred');
    expect(form.getByRole('combobox', { name: 'Referred to' })).toHaveValue('knchr');
    expect(form.getByRole('combobox', { name: 'Referred to' })).toHaveAccessibleDescription('Suggested for harassment: Kenya National Commission on Human Rights (KNCHR)');
  });

  it('refuses a non-staff user', async () => {
    jest.spyOn(api, 'get').mockRejectedValue(new ApiError('Forbidden', 403, null, null));
    renderCase();
    expect(await screen.findByText('This page is for case handlers only.')).toBeInTheDocument();
  });

  it('says why a case handler’s key cannot open the case, in the API’s words, instead of the role refusal', async () => {
    const words = 'Your key cannot open this case yet: it was filed before you had a key, or before your password was reset.';
    jest.spyOn(api, 'get').mockRejectedValue(new ApiError(words, 403, null, { status: 'error', message: words, code: 'case_not_granted' }));
    renderCase();
    expect(await screen.findByText(words)).toBeInTheDocument();
    expect(screen.queryByText('This page is for case handlers only.')).not.toBeInTheDocument();
  });

  it('says a case that does not open was refused whole, with nothing of it shown', async () => {
    const words = 'This case could not be opened: its stored data does not match its key.';
    jest.spyOn(api, 'get').mockRejectedValue(new ApiError(words, 500, null, { status: 'error', message: words, code: 'case_unreadable' }));
    renderCase();
    expect(await screen.findByText(words)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
