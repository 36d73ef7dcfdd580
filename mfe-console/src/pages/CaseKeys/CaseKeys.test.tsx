import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@civic/shared';
import type { CaseKeysView } from '@civic/shared/contracts';
import { answer, apiFailure, HttpFailure, mockGet, renderWithProviders } from '@civic/shared/testing';
import CaseKeys from './CaseKeys';
import { expectConsoleNav } from '../../components/consoleNavExpectations';

const KEYS = '/api/staff/case-keys/';
const FINGERPRINT = '3f2a 9c41 77d0 b1e5 0a6c 4d92 e813 5bb7 19fe 6a03 c2d8 4e71';
const LONG_NAME = 'Nyambura Wanjiku Kamau-Achieng wa Muthoni Njeri';

const view: CaseKeysView = {
  recovery: { fingerprint: FINGERPRINT, createdAt: '2026-11-02T08:00:00Z', onServer: true, offlineAt: null },
  handlers: [
    { id: 'u1', fullName: 'Dennis Otieno Mwangi', email: 'dennis.mwangi@example.org', hasKey: true, keyCreatedAt: '2026-11-05T08:00:00Z', casesWithout: 12 },
    { id: 'u2', fullName: LONG_NAME, email: 'nyambura.kamau-achieng@counties.example.org', hasKey: true, keyCreatedAt: '2026-11-06T08:00:00Z', casesWithout: 1 },
    { id: 'u3', fullName: 'Otieno Achieng Wafula', email: 'otieno@example.org', hasKey: false, keyCreatedAt: null, casesWithout: 40 },
    { id: 'u4', fullName: 'Amina Hassan Abdi', email: 'amina@example.org', hasKey: true, keyCreatedAt: '2026-11-01T08:00:00Z', casesWithout: 0 },
  ],
  totalCases: 40,
  ownKeyUnlocked: true,
};

/** The recovery key taken offline, and an administrator whose own case key is not unlocked: the key must be typed. */
const offline: CaseKeysView = { ...view, recovery: { ...view.recovery, onServer: false, offlineAt: '2026-11-03T10:00:00Z' }, ownKeyUnlocked: false };

const RECOVERY_KEY = 'Uwazi Hub case recovery key\nMC4CAQAwBQYDK2VuBCIEIJh0c2VjcmV0LWtleS1mb3ItdGVzdHMtb25seQ==';

/** Dennis can open every case now. */
const granted = (from: CaseKeysView): CaseKeysView => ({ ...from, handlers: from.handlers.map((each) => (each.id === 'u1' ? { ...each, casesWithout: 0 } : each)) });

const row = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;
const keyField = () => screen.getByRole('textbox', { name: 'Recovery key' });

afterEach(() => jest.restoreAllMocks());

describe('CaseKeys', () => {
  it('shows the recovery key, the warning while it is on the server, and what each case handler cannot open', async () => {
    mockGet({ [KEYS]: view });
    renderWithProviders(<CaseKeys />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Case keys' })).toBeInTheDocument();
    expect(await screen.findByText(FINGERPRINT)).toBeInTheDocument();
    expect(screen.getByText('2 Nov 2026')).toBeInTheDocument();
    expect(screen.getByText('The recovery key is still on the server. Until it is taken offline, a copy of the server’s database can open every case.')).toBeInTheDocument();
    const download = screen.getByRole('link', { name: 'Download the recovery key' });
    expect(download).toHaveAttribute('href', '/api/staff/case-keys/recovery/');
    expect(download).toHaveAttribute('download');
    expect(screen.getByRole('button', { name: 'Remove from the server' })).toBeInTheDocument();
    // Nothing to type: the recovery key is on the server.
    expect(screen.queryByRole('textbox', { name: 'Recovery key' })).not.toBeInTheDocument();

    expect(screen.getByText('There are 40 cases in all.')).toBeInTheDocument();
    const dennis = within(row('Dennis Otieno Mwangi'));
    expect(dennis.getByText('dennis.mwangi@example.org')).toBeInTheDocument();
    expect(dennis.getByText('Made 5 Nov 2026')).toBeInTheDocument();
    expect(dennis.getByText('12 of 40')).toBeInTheDocument();
    expect(dennis.getByRole('button', { name: 'Give access to 12 cases: Dennis Otieno Mwangi' })).toHaveTextContent(/^Give access to 12 cases$/);
    // A long name is whole in its row's header, where it wraps.
    expect(within(row(LONG_NAME)).getByRole('button', { name: `Give access to 1 case: ${LONG_NAME}` })).toHaveTextContent(/^Give access to 1 case$/);
    const otieno = within(row('Otieno Achieng Wafula'));
    expect(otieno.getByText('None yet')).toBeInTheDocument();
    expect(otieno.getByText('No key yet: made when they next sign in with their password')).toBeInTheDocument();
    expect(otieno.queryByRole('button')).not.toBeInTheDocument();
    const amina = within(row('Amina Hassan Abdi'));
    expect(amina.getByText('0 of 40')).toBeInTheDocument();
    expect(amina.getByText('Can open every case')).toBeInTheDocument();

    expect(screen.getByRole('region', { name: 'Case handlers and the cases they cannot open' })).toHaveAttribute('tabindex', '0');
    expectConsoleNav('Case keys');
  });

  it('gives a case handler the cases they cannot open, and says how many they can now open', async () => {
    mockGet({ [KEYS]: view });
    const post = jest.spyOn(api, 'post').mockResolvedValue(answer({ granted: 12, unopened: 2, view: granted(view) }));
    renderWithProviders(<CaseKeys />);
    await userEvent.click(await screen.findByRole('button', { name: 'Give access to 12 cases: Dennis Otieno Mwangi' }));
    expect(post).toHaveBeenCalledWith('/api/staff/case-keys/grants/', { userId: 'u1' }, expect.anything());
    const status = screen.getByRole('status');
    expect(await within(status).findByText('Dennis Otieno Mwangi can now open 12 cases.')).toBeInTheDocument();
    expect(within(status).getByText('2 cases could not be opened with the keys at hand.')).toBeInTheDocument();
    expect(within(row('Dennis Otieno Mwangi')).getByText('Can open every case')).toBeInTheDocument();
    // Its button has gone: the keyboard goes on from the handler's name.
    await waitFor(() => expect(screen.getByRole('rowheader', { name: 'Dennis Otieno Mwangi' })).toHaveFocus());
  });

  it('asks for the recovery key only once it is offline and the administrator’s own key is locked, sends it, and keeps it on a refusal', async () => {
    mockGet({ [KEYS]: offline });
    const post = jest
      .spyOn(api, 'post')
      .mockRejectedValueOnce(apiFailure(400, { status: 'error', message: 'This is not the recovery key with the fingerprint shown.', field: 'recoveryKey' }))
      .mockResolvedValue(answer({ granted: 12, unopened: 0, view: granted(offline) }));
    renderWithProviders(<CaseKeys />);
    expect(await screen.findByText('Kept offline since 3 Nov 2026.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download the recovery key' })).not.toBeInTheDocument();
    expect(keyField()).toHaveAccessibleDescription('Paste the contents of the recovery key file kept offline. It is used for this one action and is not kept.');

    // Nothing is sent without it.
    const give = screen.getByRole('button', { name: 'Give access to 12 cases: Dennis Otieno Mwangi' });
    await userEvent.click(give);
    expect(post).not.toHaveBeenCalled();
    expect(keyField()).toHaveAttribute('aria-invalid', 'true');
    expect(keyField()).toHaveAccessibleDescription(/Paste the recovery key, or choose its file\.$/);
    expect(keyField()).toHaveFocus();

    await userEvent.paste(RECOVERY_KEY);
    expect(keyField()).not.toHaveAttribute('aria-invalid');
    await userEvent.click(give);
    expect(post).toHaveBeenLastCalledWith('/api/staff/case-keys/grants/', { userId: 'u1', recoveryKey: RECOVERY_KEY }, expect.anything());
    expect(await within(screen.getByRole('status')).findByText('This is not the recovery key with the fingerprint shown.')).toBeInTheDocument();
    expect(keyField()).toHaveAttribute('aria-invalid', 'true');
    expect(keyField()).toHaveAccessibleDescription(/This is not the recovery key with the fingerprint shown\.$/);
    expect(keyField()).toHaveValue(RECOVERY_KEY);
    await waitFor(() => expect(keyField()).toHaveFocus());

    await userEvent.click(screen.getByRole('button', { name: 'Give access to 12 cases: Dennis Otieno Mwangi' }));
    expect(post).toHaveBeenLastCalledWith('/api/staff/case-keys/grants/', { userId: 'u1', recoveryKey: RECOVERY_KEY }, expect.anything());
    expect(await screen.findByText('Dennis Otieno Mwangi can now open 12 cases.')).toBeInTheDocument();
    expect(screen.queryByText(/could not be opened/)).not.toBeInTheDocument();
    // Used for the one action, then emptied.
    expect(keyField()).toHaveValue('');
  });

  it('reads the recovery key from its file into the field', async () => {
    mockGet({ [KEYS]: offline });
    renderWithProviders(<CaseKeys />);
    await userEvent.upload(await screen.findByLabelText('Or choose the file'), new File([RECOVERY_KEY], 'uwazi-recovery-key.txt', { type: 'text/plain' }));
    await waitFor(() => expect(keyField()).toHaveValue(RECOVERY_KEY));
  });

  it('asks before taking the recovery key off the server, then sends the fingerprint shown', async () => {
    mockGet({ [KEYS]: view });
    const post = jest.spyOn(api, 'post').mockResolvedValue(answer({ view: { ...offline, ownKeyUnlocked: true } }));
    renderWithProviders(<CaseKeys />);
    const remove = await screen.findByRole('button', { name: 'Remove from the server' });
    await userEvent.click(remove);
    const question = screen.getByRole('group', { name: 'Remove the recovery key from the server?' });
    expect(question).toHaveAccessibleDescription(/^Do this only once the downloaded file is stored offline, for example on two USB sticks kept in a safe\./);
    expect(within(question).getByText('Remove the recovery key from the server?')).toHaveFocus();
    expect(post).not.toHaveBeenCalled();

    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('group', { name: 'Remove the recovery key from the server?' })).not.toBeInTheDocument();
    expect(remove).toHaveFocus();
    expect(post).not.toHaveBeenCalled();

    await userEvent.click(remove);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, remove it from the server' }));
    expect(post).toHaveBeenCalledWith('/api/staff/case-keys/recovery/offline/', { fingerprint: FINGERPRINT });
    expect(await within(screen.getByRole('status')).findByText('The recovery key is no longer on the server.')).toBeInTheDocument();
    expect(screen.getByText('Kept offline since 3 Nov 2026.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download the recovery key' })).not.toBeInTheDocument();
    // Its own key is unlocked: nothing to type.
    expect(screen.queryByRole('textbox', { name: 'Recovery key' })).not.toBeInTheDocument();
  });

  it('asks before making a new recovery key, sends the key kept offline, and shows the new one on the server', async () => {
    mockGet({ [KEYS]: offline });
    const fresh = { fingerprint: 'a1b2 c3d4 e5f6 0718 293a 4b5c 6d7e 8f90 a1b2 c3d4 e5f6 0718', createdAt: '2026-12-01T09:00:00Z', onServer: true, offlineAt: null };
    const post = jest.spyOn(api, 'post').mockResolvedValue(answer({ rewrapped: 40, unopened: 0, view: { ...offline, recovery: fresh } }));
    renderWithProviders(<CaseKeys />);
    await userEvent.click(await screen.findByRole('textbox', { name: 'Recovery key' }));
    await userEvent.paste(RECOVERY_KEY);
    await userEvent.click(screen.getByRole('button', { name: 'Make a new recovery key' }));
    const question = screen.getByRole('group', { name: 'Make a new recovery key?' });
    expect(question).toHaveAccessibleDescription(/^Every case is re-wrapped for the new key, and the old key then opens nothing\./);
    expect(post).not.toHaveBeenCalled();

    await userEvent.click(within(question).getByRole('button', { name: 'Yes, make a new recovery key' }));
    expect(post).toHaveBeenCalledWith('/api/staff/case-keys/recovery/rotate/', { recoveryKey: RECOVERY_KEY }, expect.anything());
    expect(
      await within(screen.getByRole('status')).findByText('A new recovery key was made and 40 cases were re-wrapped for it. Download it now and store it offline.'),
    ).toBeInTheDocument();
    expect(screen.getByText(fresh.fingerprint)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download the recovery key' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Recovery key' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Recovery key' })).toHaveFocus());
  });

  it('makes a new recovery key without asking for it while it is on the server', async () => {
    mockGet({ [KEYS]: view });
    const post = jest.spyOn(api, 'post').mockResolvedValue(answer({ rewrapped: 1, unopened: 3, view }));
    renderWithProviders(<CaseKeys />);
    await userEvent.click(await screen.findByRole('button', { name: 'Make a new recovery key' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, make a new recovery key' }));
    expect(post).toHaveBeenCalledWith('/api/staff/case-keys/recovery/rotate/', {}, expect.anything());
    expect(await screen.findByText('A new recovery key was made and 1 case was re-wrapped for it. Download it now and store it offline.')).toBeInTheDocument();
    expect(screen.getByText('3 cases could not be opened with the keys at hand.')).toBeInTheDocument();
  });

  it('tells someone who is not an administrator that the case keys are not theirs', async () => {
    mockGet({ [KEYS]: new HttpFailure(403, 'This is for Uwazi Hub administrators only.') });
    renderWithProviders(<CaseKeys />);
    expect(await screen.findByText('The case keys are for Uwazi Hub administrators only.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download the recovery key' })).not.toBeInTheDocument();
  });
});
