import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@civic/shared';
import { answer, apiFailure, HttpFailure, mockGet, renderWithProviders } from '@civic/shared/testing';
import Staff from './Staff';

const staff = {
  staff: [
    { id: 'u1', fullName: 'Nyambura Wanjiku Kamau', email: 'nyambura@example.org', roles: ['administrator'], since: '2026-11-01T08:00:00Z', twoStep: true },
    { id: 'u2', fullName: 'Otieno Achieng Wafula', email: 'otieno@example.org', roles: ['editor', 'moderator'], since: '2026-11-20T08:00:00Z', twoStep: false },
  ],
  invitations: [{ id: 'i1', email: 'waiting@example.org', roles: ['case_handler'], expiresAt: '2026-12-12T08:00:00Z', invitedBy: 'Nyambura Wanjiku Kamau' }],
};

afterEach(() => jest.restoreAllMocks());

describe('Staff', () => {
  it('lists the staff with their roles ticked, and the invitations waiting', async () => {
    mockGet({ '/api/staff/': staff });
    renderWithProviders(<Staff />);
    const otieno = await screen.findByRole('group', { name: 'Roles of Otieno Achieng Wafula' });
    expect(within(otieno).getByRole('checkbox', { name: /Editor/ })).toBeChecked();
    expect(within(otieno).getByRole('checkbox', { name: /Moderator/ })).toBeChecked();
    expect(within(otieno).getByRole('checkbox', { name: /Administrator/ })).not.toBeChecked();
    expect(screen.getByText(/waiting@example\.org: Case handler\. Open until 12 Dec 2026\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Audit log' })).toHaveAttribute('href', '/console/audit');
    expect(screen.getByRole('link', { name: 'Moderation' })).toHaveAttribute('href', '/console/moderation');
    expect(screen.getByRole('link', { name: 'Staff' })).toHaveAttribute('aria-current', 'page');
  });

  it('invites by e-mail with the chosen roles, then empties the form and says so', async () => {
    mockGet({ '/api/staff/': staff });
    const post = jest.spyOn(api, 'post').mockResolvedValue(answer({ status: 'success' }, 201));
    renderWithProviders(<Staff />);
    await userEvent.type(await screen.findByLabelText(/E-mail address/), 'new.editor@example.org');
    const invite = screen.getByRole('group', { name: 'Roles' });
    await userEvent.click(within(invite).getByRole('checkbox', { name: /Editor/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(post).toHaveBeenCalledWith('/api/staff/invitations/', { email: 'new.editor@example.org', roles: ['editor'] });
    expect(await screen.findByText('Invitation sent to new.editor@example.org.')).toBeInTheDocument();
  });

  it('keeps what was typed and names the field the server refused', async () => {
    mockGet({ '/api/staff/': staff });
    jest.spyOn(api, 'post').mockRejectedValue(apiFailure(400, { status: 'error', message: 'Choose at least one role.', field: 'roles' }));
    renderWithProviders(<Staff />);
    await userEvent.type(await screen.findByLabelText(/E-mail address/), 'someone@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await within(screen.getByRole('group', { name: 'Roles' })).findByRole('alert')).toHaveTextContent('Choose at least one role.');
    expect(screen.getByLabelText(/E-mail address/)).toHaveValue('someone@example.org');
    // Focus goes to the field at fault: the first role.
    expect(within(screen.getByRole('group', { name: 'Roles' })).getByRole('checkbox', { name: /Administrator/ })).toHaveFocus();
  });

  it('saves a member’s roles, and shows the server’s refusal beside them', async () => {
    mockGet({ '/api/staff/': staff });
    const put = jest
      .spyOn(api, 'put')
      .mockRejectedValueOnce(apiFailure(409, { status: 'error', message: 'The site needs at least one administrator: give the role to someone else first.', field: 'roles' }))
      .mockResolvedValue(answer({ status: 'success', roles: ['moderator'] }));
    renderWithProviders(<Staff />);
    const nyambura = await screen.findByRole('group', { name: 'Roles of Nyambura Wanjiku Kamau' });
    await userEvent.click(within(nyambura).getByRole('checkbox', { name: /Administrator/ }));
    await userEvent.click(within(screen.getByRole('form', { name: 'Nyambura Wanjiku Kamau' })).getByRole('button', { name: 'Save roles' }));
    expect(await within(nyambura).findByRole('alert')).toHaveTextContent('The site needs at least one administrator');
    const otieno = screen.getByRole('form', { name: 'Otieno Achieng Wafula' });
    await userEvent.click(within(otieno).getByRole('checkbox', { name: /Editor/ }));
    await userEvent.click(within(otieno).getByRole('button', { name: 'Save roles' }));
    expect(put).toHaveBeenLastCalledWith('/api/staff/u2/roles/', { roles: ['moderator'] });
    expect(await screen.findByText('Roles of Otieno Achieng Wafula saved.')).toBeInTheDocument();
  });

  it('withdraws an invitation', async () => {
    mockGet({ '/api/staff/': staff });
    const remove = jest.spyOn(api, 'delete').mockResolvedValue(answer({ status: 'success' }));
    renderWithProviders(<Staff />);
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw the invitation to waiting@example.org' }));
    expect(remove).toHaveBeenCalledWith('/api/staff/invitations/i1/');
    expect(await screen.findByText('The invitation to waiting@example.org was withdrawn.')).toBeInTheDocument();
  });

  it('tells someone who is not an administrator that the console is not theirs', async () => {
    mockGet({ '/api/staff/': new HttpFailure(403, 'This is for Uwazi Hub administrators only.') });
    renderWithProviders(<Staff />);
    expect(await screen.findByText('The console is for Uwazi Hub administrators only.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send invitation' })).not.toBeInTheDocument();
  });

  it('removes the two-step sign-in of someone who lost their phone, and says what follows', async () => {
    mockGet({ '/api/staff/': staff });
    const remove = jest.spyOn(api, 'delete').mockResolvedValue(answer({ status: 'success' }));
    renderWithProviders(<Staff />);
    const nyambura = await screen.findByRole('form', { name: 'Nyambura Wanjiku Kamau' });
    expect(within(nyambura).getByText('Two-step sign-in: set up.')).toBeInTheDocument();
    const otieno = screen.getByRole('form', { name: 'Otieno Achieng Wafula' });
    expect(within(otieno).getByText(/^Two-step sign-in: not set up yet/)).toBeInTheDocument();
    expect(within(otieno).queryByRole('button', { name: /Remove the two-step sign-in/ })).not.toBeInTheDocument();
    await userEvent.click(within(nyambura).getByRole('button', { name: 'Remove the two-step sign-in of Nyambura Wanjiku Kamau' }));
    expect(remove).toHaveBeenCalledWith('/api/staff/u1/second-factor/');
    expect(await screen.findByText(/^Two-step sign-in of Nyambura Wanjiku Kamau removed: their sessions ended/)).toBeInTheDocument();
  });

  it('sends an administrator who has not given their app’s code this sign-in to give it, and back', async () => {
    jest.spyOn(api, 'get').mockRejectedValue(apiFailure(403, { status: 'error', message: 'Confirm it is you…', code: 'second_factor' }));
    renderWithProviders(<Staff />);
    expect(await screen.findByText('Confirm it is you with the code from your authenticator app before using the console.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Confirm it is you' })).toHaveAttribute('href', '/auth/two-step?next=%2Fconsole');
    expect(screen.queryByText('The console is for Uwazi Hub administrators only.')).not.toBeInTheDocument();
  });
});
