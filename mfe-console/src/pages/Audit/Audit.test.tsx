import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, renderWithProviders } from '@civic/shared/testing';
import { api } from '@civic/shared';
import Audit from './Audit';

const staff = {
  staff: [{ id: '7d0c2f0e-1111-4a5b-9c3d-222222222222', fullName: 'Otieno Achieng Wafula', email: 'o@example.org', roles: ['editor'], since: '2026-11-20T08:00:00Z' }],
  invitations: [],
};
const entry = (id: string, action: string) => ({
  id,
  at: '2026-11-28T07:30:00Z',
  actor: { id: staff.staff[0]!.id, name: 'Otieno Achieng Wafula' },
  action,
  target: { type: 'workshop', id: 'reading-budgets' },
  before: { location: 'Nakuru' },
  after: { location: 'Naivasha' },
});

afterEach(() => jest.restoreAllMocks());

describe('Audit', () => {
  it('shows who did what, when, and the record before and after; More brings the next page', async () => {
    const get = jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
      if (url === '/api/staff/') return answer(staff);
      if (url === '/api/staff/audit/') return answer({ entries: [entry('9', 'workshop.draft')], next: '9' });
      if (url === '/api/staff/audit/?before=9') return answer({ entries: [entry('8', 'workshop.publish')], next: null });
      throw new Error(`Unexpected GET ${url}`);
    });
    renderWithProviders(<Audit />);
    const row = (await screen.findByRole('cell', { name: 'Saved a draft of a workshop' })).closest('tr')!;
    expect(within(row).getByRole('cell', { name: 'Otieno Achieng Wafula' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '28 Nov 2026, 10:30' })).toBeInTheDocument();
    expect(within(row).getByText(/"Nakuru"/)).toBeInTheDocument();
    expect(within(row).getByText(/"Naivasha"/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'More entries' }));
    expect(await screen.findByRole('cell', { name: 'Published a workshop' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More entries' })).not.toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/api/staff/audit/?before=9', expect.anything());
  });

  it('names the moderators’ actions, and offers them as filters', async () => {
    jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
      if (url === '/api/staff/') return answer(staff);
      if (url === '/api/staff/audit/') return answer({ entries: [entry('7', 'comment.keep'), entry('6', 'discussion.lock')], next: null });
      throw new Error(`Unexpected GET ${url}`);
    });
    renderWithProviders(<Audit />);
    expect(await screen.findByRole('cell', { name: 'Kept a flagged comment' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Locked a discussion' })).toBeInTheDocument();
    expect(within(screen.getByLabelText('Action')).getByRole('option', { name: 'Hid a discussion' })).toHaveValue('discussion.hide');
    expect(within(screen.getByLabelText('Action')).getByRole('option', { name: 'Removed someone’s two-step sign-in' })).toHaveValue('staff.second_factor.reset');
    expect(screen.getByRole('link', { name: 'Audit log' })).toHaveAttribute('aria-current', 'page');
  });

  it('names the moves and deletions of FAQ entries and the publications’ actions, and offers them as filters', async () => {
    jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
      if (url === '/api/staff/') return answer(staff);
      if (url === '/api/staff/audit/') return answer({ entries: [entry('12', 'faq.move'), entry('11', 'faq.delete'), entry('10', 'publication.file')], next: null });
      throw new Error(`Unexpected GET ${url}`);
    });
    renderWithProviders(<Audit />);
    expect(await screen.findByRole('cell', { name: 'Moved an FAQ entry' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Deleted an FAQ entry' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Uploaded a publication’s document' })).toBeInTheDocument();
    const actions = within(screen.getByLabelText('Action'));
    expect(actions.getByRole('option', { name: 'Saved a draft of a publication' })).toHaveValue('publication.draft');
    expect(actions.getByRole('option', { name: 'Published a publication' })).toHaveValue('publication.publish');
    expect(actions.getByRole('option', { name: 'Took down a publication' })).toHaveValue('publication.unpublish');
  });

  it('names what was done with the case keys, and offers it as filters', async () => {
    jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
      if (url === '/api/staff/') return answer(staff);
      if (url === '/api/staff/audit/')
        return answer({ entries: [entry('15', 'keys.grant'), entry('14', 'keys.recovery.download'), entry('13', 'case.decrypt_failed')], next: null });
      throw new Error(`Unexpected GET ${url}`);
    });
    renderWithProviders(<Audit />);
    expect(await screen.findByRole('cell', { name: 'Gave a case handler access to cases' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Downloaded the recovery key' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'A case could not be decrypted' })).toBeInTheDocument();
    const actions = within(screen.getByLabelText('Action'));
    expect(actions.getByRole('option', { name: 'Took the recovery key off the server' })).toHaveValue('keys.recovery.offline');
    expect(actions.getByRole('option', { name: 'Made a new recovery key' })).toHaveValue('keys.recovery.rotate');
  });

  it('filters by person and action, keeping the filters in the address', async () => {
    const get = jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
      if (url === '/api/staff/') return answer(staff);
      if (url.startsWith('/api/staff/audit/')) return answer({ entries: url.includes('action=') ? [entry('5', 'staff.roles')] : [entry('9', 'workshop.draft')], next: null });
      throw new Error(`Unexpected GET ${url}`);
    });
    renderWithProviders(<Audit />, { route: '/console/audit' });
    await screen.findByRole('cell', { name: 'Saved a draft of a workshop' });
    await userEvent.selectOptions(screen.getByLabelText('Person'), 'Otieno Achieng Wafula');
    await userEvent.selectOptions(screen.getByLabelText('Action'), 'Changed someone’s roles');
    await userEvent.click(screen.getByRole('button', { name: 'Show entries' }));
    expect(await screen.findByRole('cell', { name: 'Changed someone’s roles' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(`/api/staff/audit/?actor=${staff.staff[0]!.id}&action=staff.roles`, expect.anything());
    expect(screen.getByTestId('location')).toHaveTextContent(`/console/audit?actor=${staff.staff[0]!.id}&action=staff.roles`);
  });
});
