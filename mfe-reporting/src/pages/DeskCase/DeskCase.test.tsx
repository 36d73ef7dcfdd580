import { screen, within } from '@testing-library/react';
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
  timeline: [{ status: 'received', label: 'Received', reason: null, at: '2026-11-20T08:00:00Z' }],
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
    expect(form.getByRole('textbox', { name: /Reason/ })).toHaveFocus();
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

  it('refuses a non-staff user', async () => {
    jest.spyOn(api, 'get').mockRejectedValue(new ApiError('Forbidden', 403, null, null));
    renderCase();
    expect(await screen.findByText('This page is for case handlers only.')).toBeInTheDocument();
  });
});
