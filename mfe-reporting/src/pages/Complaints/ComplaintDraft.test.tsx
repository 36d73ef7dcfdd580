import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError } from '@civic/shared';
import { answer, mockGet, renderWithProviders } from '@civic/shared/testing';
import Complaints from './Complaints';

// The phone's draft store, in memory: what IndexedDB would hold between two visits of the page.
jest.mock('../../drafts/phoneDrafts', () => {
  const kept = new Map<string, { values: unknown; files: File[]; step?: number; pending?: { key: string }; savedAt: Date }>();
  return {
    mockKept: kept,
    phoneDrafts: {
      available: () => true,
      read: async (kind: string) => kept.get(kind) ?? null,
      write: async (kind: string, draft: { values: unknown; files: readonly File[]; step?: number; pending?: { key: string } }) => {
        kept.set(kind, { values: draft.values, files: [...draft.files], step: draft.step, pending: draft.pending, savedAt: new Date(2026, 10, 29, 8, 0) });
      },
      remove: async (kind: string) => {
        kept.delete(kind);
      },
    },
  };
});
const { mockKept: kept } = jest.requireMock<{ mockKept: Map<string, { values: Record<string, unknown>; files: File[]; step?: number; pending?: { key: string } }> }>(
  '../../drafts/phoneDrafts',
);

function renderComplaints() {
  mockGet({});
  return renderWithProviders(<Complaints />, { route: '/complaints' });
}

/** A complaint complete to its last step. */
const SENT_VALUES = {
  category: 'fraud',
  county: '047',
  institution: 'Ministry of Lands',
  details: 'My title deed was issued to someone else.',
  incidentDate: '2026-10-01',
  fullName: 'Otieno Ouma',
  email: 'otieno@example.ke',
  phone: '+254 700 000 000',
  preferredContact: 'email',
  declaration: true,
};

const keepDraft = () => screen.getByRole('checkbox', { name: 'Keep a draft on this phone' });

afterEach(() => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
  kept.clear();
  jest.restoreAllMocks();
});

describe('a complaint draft kept on the phone', () => {
  it('is kept only once the citizen chooses it, and comes back with its step and document', async () => {
    const user = userEvent.setup();
    const first = renderComplaints();
    await user.selectOptions(screen.getByRole('combobox', { name: /Category/ }), 'fraud');
    await user.selectOptions(await screen.findByRole('combobox', { name: /County/ }), '047');
    await user.type(screen.getByRole('textbox', { name: /Institution/ }), 'Ministry of Lands');
    expect(keepDraft()).not.toBeChecked();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(kept.size).toBe(0);

    await user.click(keepDraft());
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.upload(await screen.findByLabelText('Supporting documents'), new File(['%PDF'], 'deed.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(kept.get('complaint')).toMatchObject({ step: 1, values: { institution: 'Ministry of Lands', county: '047' } }));
    await waitFor(() => expect(kept.get('complaint')?.files.map((file) => file.name)).toEqual(['deed.pdf']));
    first.unmount();

    renderComplaints();
    expect(await screen.findByRole('heading', { name: 'Step 2 of 3: Complaint Details' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your draft kept on 29 Nov 2026 is back. Untick "Keep a draft on this phone" to remove it from this phone.');
    expect(screen.getByText('deed.pdf (4 B)')).toBeInTheDocument();
    expect(keepDraft()).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('textbox', { name: /Institution/ })).toHaveValue('Ministry of Lands');

    await user.click(keepDraft());
    await waitFor(() => expect(kept.size).toBe(0));
    expect(screen.queryByText(/Your draft kept on/)).not.toBeInTheDocument();
  });

  it('is removed from the phone once the complaint is sent', async () => {
    const user = userEvent.setup();
    kept.set('complaint', { values: { ...SENT_VALUES }, files: [], step: 2 });
    const post = jest.spyOn(api, 'post').mockResolvedValue(
      answer(
        {
          status: 'success',
          message: 'Your complaint has been received. We will contact you within 48 hours.',
          data: { reference: 'UH-2026-ABCD-EF23', submittedAt: '2026-11-22T10:00:00Z' },
        },
        201,
      ),
    );
    renderComplaints();
    expect(await screen.findByRole('heading', { name: 'Step 3 of 3: Contact Info' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit Complaint' }));
    expect(await screen.findByTestId('complaint-reference')).toHaveTextContent('UH-2026-ABCD-EF23');
    expect(post).toHaveBeenCalledTimes(1);
    expect(kept.size).toBe(0);
  });

  it('sent offline, waits with its key kept in the draft; opened again once online, it is sent with that key, once', async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    kept.set('complaint', { values: { ...SENT_VALUES }, files: [], step: 2 });
    const post = jest
      .spyOn(api, 'post')
      .mockRejectedValueOnce(new ApiError('An error occurred', null, null, null))
      .mockResolvedValueOnce(
        answer(
          {
            status: 'success',
            message: 'Your complaint has been received. We will contact you within 48 hours.',
            data: { reference: 'UH-2026-ABCD-EF23', submittedAt: '2026-11-22T10:00:00Z' },
          },
          201,
        ),
      );
    const first = renderComplaints();
    await screen.findByRole('heading', { name: 'Step 3 of 3: Contact Info' });
    await user.click(screen.getByRole('button', { name: 'Submit Complaint' }));
    expect(await screen.findByRole('heading', { name: 'Your complaint is waiting for a connection' })).toBeInTheDocument();
    expect(screen.getByText(/It is also kept on this phone/)).toBeInTheDocument();
    const key = (post.mock.calls[0]![2] as { headers: Record<string, string> }).headers['Idempotency-Key'];
    await waitFor(() => expect(kept.get('complaint')).toMatchObject({ pending: { key } }));
    first.unmount();

    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
    renderComplaints();
    expect(await screen.findByTestId('complaint-reference')).toHaveTextContent('UH-2026-ABCD-EF23');
    expect(post).toHaveBeenCalledTimes(2);
    expect((post.mock.calls[1]![2] as { headers: Record<string, string> }).headers['Idempotency-Key']).toBe(key);
    expect(kept.size).toBe(0);
  });
});
