import { act, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { api, ApiError, changeLanguage } from '@civic/shared';
import { sw as validationSw } from '@civic/shared/schemas/sw';
import { answer, renderWithProviders } from '@civic/shared/testing';
import type { TrackedComplaint } from '../../api';
import ComplaintTrack from './ComplaintTrack';
import { sw } from '../../messages/all';

const COMPLAINT: TrackedComplaint = {
  reference: 'UH-2026-ABCD-EF23',
  status: 'under_review',
  statusLabel: 'Under review',
  category: 'fraud',
  institution: 'Ministry of Lands',
  county: 'Nairobi',
  submittedAt: '2026-11-20T08:00:00Z',
  timeline: [
    { status: 'received', label: 'Received', reason: null, referredTo: null, at: '2026-11-20T08:00:00Z' },
    { status: 'under_review', label: 'Under review', reason: 'The registry is checking the title records.', referredTo: null, at: '2026-11-21T08:00:00Z' },
  ],
  messages: [{ author: 'staff', body: 'Could you send a copy of the deed?', at: '2026-11-21T09:00:00Z' }],
};

async function lookUp(user: UserEvent, reference = 'uh-2026-abcd-ef23 ', email = 'otieno@example.ke') {
  await user.type(screen.getByRole('textbox', { name: /Reference number/ }), reference);
  await user.type(screen.getByRole('textbox', { name: /E-mail address/ }), email);
  await user.click(screen.getByRole('button', { name: 'Find my complaint' }));
}

afterEach(() => jest.restoreAllMocks());

describe('/complaints/track', () => {
  it('asks for both the reference and the e-mail address, naming each, before asking the server', async () => {
    const user = userEvent.setup();
    const post = jest.spyOn(api, 'post');
    renderWithProviders(<ComplaintTrack />, { route: '/complaints/track' });
    expect(screen.getByRole('heading', { level: 1, name: 'Track a Complaint' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Find my complaint' }));
    expect(await screen.findByText('Please enter the reference number of your complaint')).toBeInTheDocument();
    expect(screen.getByText('Please enter the e-mail address you gave with your complaint')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Reference number/ })).toHaveFocus();
    await lookUp(user, 'my complaint', 'otieno@');
    expect(await screen.findByText('Please enter the reference as it was given to you, for example UH-2026-ABCD-EFGH')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('gives the same errors in Kiswahili when the page is in Kiswahili', async () => {
    const user = userEvent.setup();
    try {
      await act(() => changeLanguage('sw'));
      renderWithProviders(<ComplaintTrack />, { route: '/complaints/track' });
      await user.click(screen.getByRole('button', { name: sw.trackFind }));
      expect(await screen.findByText(validationSw.complaintTrackingMessages.referenceRequired)).toBeInTheDocument();
      expect(screen.getByText(validationSw.complaintTrackingMessages.emailRequired)).toBeInTheDocument();
      expect(screen.queryByText('Please enter the reference number of your complaint')).not.toBeInTheDocument();
    } finally {
      await act(() => changeLanguage('en'));
    }
  });

  it('finds a complaint by reference (as people copy it) and e-mail, and shows its status, reasons and replies', async () => {
    const user = userEvent.setup();
    const post = jest.spyOn(api, 'post').mockResolvedValue(answer({ status: 'success', data: COMPLAINT }));
    renderWithProviders(<ComplaintTrack />, { route: '/complaints/track' });
    await lookUp(user);
    expect(await screen.findByRole('heading', { level: 2, name: 'Complaint UH-2026-ABCD-EF23: Under review' })).toHaveFocus();
    expect(post).toHaveBeenCalledWith('/api/complaints/track/', { reference: 'UH-2026-ABCD-EF23', email: 'otieno@example.ke' });
    expect(screen.getByText('Fraud complaint about Ministry of Lands, filed 20 Nov 2026')).toBeInTheDocument();
    const stages = within(screen.getByRole('region', { name: 'Progress' }));
    expect(stages.getByText('Under review — current stage')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('Reason: The registry is checking the title records.')).toBeInTheDocument();
    const replies = within(screen.getByRole('region', { name: 'Replies from case handlers' }));
    expect(replies.getByText('Could you send a copy of the deed?')).toBeInTheDocument();
    expect(replies.getByText('Case handler')).toBeInTheDocument();
    // Headings go h1 → h2 → h3.
    expect(screen.getAllByRole('heading').map((heading) => heading.tagName)).toEqual(['H1', 'H2', 'H3', 'H3']);

    await user.click(screen.getByRole('button', { name: 'Track another complaint' }));
    expect(screen.getByRole('textbox', { name: /Reference number/ })).toHaveValue('');
  });

  it('says which body the complaint was referred to, what it deals with, and links to its site when it has one', async () => {
    const user = userEvent.setup();
    const referred: TrackedComplaint = {
      ...COMPLAINT,
      status: 'referred',
      statusLabel: 'Referred',
      timeline: [
        ...COMPLAINT.timeline,
        { status: 'referred', label: 'Referred', reason: 'The Ombudsman handles delays in public offices.', referredTo: 'caj', at: '2026-11-22T08:00:00Z' },
        { status: 'referred', label: 'Referred', reason: 'The county assembly oversees the county lands office.', referredTo: 'county-assembly', at: '2026-11-25T08:00:00Z' },
      ],
    };
    jest.spyOn(api, 'post').mockResolvedValue(answer({ status: 'success', data: referred }));
    renderWithProviders(<ComplaintTrack />, { route: '/complaints/track' });
    await lookUp(user);
    const progress = within(await screen.findByRole('region', { name: 'Progress' }));
    expect(progress.getByText('Your complaint was referred to the Commission on Administrative Justice (Office of the Ombudsman) (CAJ).')).toBeInTheDocument();
    expect(progress.getByText('Maladministration by public offices: delay, unfair treatment, abuse of power, and refusals of access to information.')).toBeInTheDocument();
    const website = progress.getByRole('link', { name: 'CAJ’s website' });
    expect(website).toHaveAttribute('href', 'https://www.ombudsman.go.ke');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    expect(website).not.toHaveAttribute('target');
    // The county assemblies have no one site: the body is named, with no link.
    expect(progress.getByText('Your complaint was referred to the county assembly of the county concerned.')).toBeInTheDocument();
    expect(progress.getAllByRole('link')).toHaveLength(1);
  });

  it('names the body in Kiswahili when the page is in Kiswahili', async () => {
    const user = userEvent.setup();
    const referred: TrackedComplaint = {
      ...COMPLAINT,
      status: 'referred',
      statusLabel: 'Referred',
      timeline: [...COMPLAINT.timeline, { status: 'referred', label: 'Referred', reason: 'Kwa uchunguzi.', referredTo: 'caj', at: '2026-11-22T08:00:00Z' }],
    };
    jest.spyOn(api, 'post').mockResolvedValue(answer({ status: 'success', data: referred }));
    try {
      await act(() => changeLanguage('sw'));
      renderWithProviders(<ComplaintTrack />, { route: '/complaints/track' });
      await user.type(screen.getByRole('textbox', { name: new RegExp(sw.trackReferenceLabel) }), 'UH-2026-ABCD-EF23');
      await user.type(screen.getByRole('textbox', { name: new RegExp(sw.trackEmailLabel) }), 'otieno@example.ke');
      await user.click(screen.getByRole('button', { name: sw.trackFind }));
      const progress = within(await screen.findByRole('region', { name: sw.timelineTitle }));
      expect(progress.getByText('Lalamiko lako limepelekwa kwa Tume ya Haki ya Kiutawala (Ofisi ya Ombudsman) (CAJ).')).toBeInTheDocument();
      expect(progress.getByRole('link', { name: 'Tovuti ya CAJ' })).toHaveAttribute('href', 'https://www.ombudsman.go.ke');
    } finally {
      await act(() => changeLanguage('en'));
    }
  });

  it('says plainly when nothing matches, and keeps what was typed', async () => {
    const user = userEvent.setup();
    const message = 'We could not find a complaint with that reference and e-mail address. Check both and try again.';
    jest.spyOn(api, 'post').mockRejectedValue(new ApiError(message, 404, null, null));
    renderWithProviders(<ComplaintTrack />, { route: '/complaints/track' });
    await lookUp(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('textbox', { name: /Reference number/ })).toHaveValue('uh-2026-abcd-ef23 ');
    expect(screen.getByRole('textbox', { name: /E-mail address/ })).toHaveValue('otieno@example.ke');
  });

  it('puts a field the server refused on that field', async () => {
    const user = userEvent.setup();
    jest.spyOn(api, 'post').mockRejectedValue(new ApiError('Please enter a valid email address', 400, 'email', null));
    renderWithProviders(<ComplaintTrack />, { route: '/complaints/track' });
    await lookUp(user);
    expect(await screen.findByRole('textbox', { name: /E-mail address/ })).toHaveAccessibleDescription(expect.stringContaining('Please enter a valid email address'));
  });

  it('shows when a complaint has no replies yet, and links to a new complaint', async () => {
    const user = userEvent.setup();
    jest.spyOn(api, 'post').mockResolvedValue(answer({ status: 'success', data: { ...COMPLAINT, messages: [] } }));
    renderWithProviders(<ComplaintTrack />, { route: '/complaints/track' });
    expect(screen.getByRole('link', { name: 'File a new complaint' })).toHaveAttribute('href', '/complaints');
    await lookUp(user);
    expect(await screen.findByText('No replies yet. We will e-mail you when a case handler writes to you or the status changes.')).toBeInTheDocument();
  });
});
