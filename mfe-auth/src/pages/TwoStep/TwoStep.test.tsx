import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@civic/shared';
import { answer, apiFailure, HttpFailure, mockGet, renderWithProviders } from '@civic/shared/testing';
import TwoStep from './TwoStep';

const SETUP = {
  key: 'JBSW Y3DP EHPK 3PXP',
  uri: 'otpauth://totp/Uwazi%20Hub:amina%40example.ke?issuer=Uwazi%20Hub&secret=JBSWY3DPEHPK3PXP',
  // A 3 x 3 code: corners and centre dark.
  qr: { size: 3, modules: '101010101' },
};
const CODES = ['ABCDE-FGHJK', 'LMNPQ-RSTUV', 'WXYZ2-34567', 'AAAAA-BBBBB', 'CCCCC-DDDDD', 'EEEEE-FFFFF', 'GGGGG-HHHHH', 'JJJJJ-KKKKK', 'LLLLL-MMMMM', 'NNNNN-PPPPP'];

afterEach(() => jest.restoreAllMocks());

describe('TwoStep', () => {
  it('sets up: the key as a QR code, a link and typed; a wrong code named on its field; then the recovery codes, once', async () => {
    mockGet({ '/api/auth/second-factor/': { state: 'setup', recoveryCodesLeft: null } });
    const post = jest.spyOn(api, 'post').mockImplementation(async (url: string, body?: unknown) => {
      if (url === '/api/auth/second-factor/setup/') return answer(SETUP);
      if ((body as { code: string }).code === '111111')
        throw apiFailure(400, { message: 'That code is not right. Codes change every 30 seconds: enter the one your app shows now.', field: 'code' });
      return answer({ recoveryCodes: CODES });
    });
    renderWithProviders(<TwoStep />, { route: '/auth/two-step?next=/desk' });
    await userEvent.click(await screen.findByRole('button', { name: 'Set up two-step sign-in' }));

    const qr = await screen.findByRole('img', { name: 'QR code of your two-step sign-in key' });
    // Five dark modules, each a 1 x 1 square inside the four-module quiet zone.
    expect(qr.querySelector('path')?.getAttribute('d')).toBe('M4 4h1v1h-1zM6 4h1v1h-1zM5 5h1v1h-1zM4 6h1v1h-1zM6 6h1v1h-1z');
    expect(qr).toHaveAttribute('viewBox', '0 0 11 11');
    expect(screen.getByRole('link', { name: 'On this phone? Open the key in your authenticator app' })).toHaveAttribute('href', SETUP.uri);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP').tagName).toBe('CODE');

    const field = screen.getByLabelText(/^Code from your app/);
    await userEvent.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    expect(await screen.findByText('Enter the code from your authenticator app.')).toBeInTheDocument();
    expect(field).toHaveFocus();
    await userEvent.type(field, '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    expect(await screen.findByText(/^That code is not right/)).toBeInTheDocument();
    expect(field).toHaveValue('111111');
    await userEvent.clear(field);
    await userEvent.type(field, '492039');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Your recovery codes' })).toHaveFocus();
    expect(post).toHaveBeenLastCalledWith('/api/auth/second-factor/enable/', { code: '492039' });
    const list = screen.getByRole('list', { name: 'Your recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/desk');
  });

  it('at sign-in takes the app’s code and goes on where the person was going', async () => {
    mockGet({ '/api/auth/second-factor/': { state: 'verify', recoveryCodesLeft: 10 } });
    const post = jest.spyOn(api, 'post').mockResolvedValue(answer({ state: 'done', recoveryCodesLeft: null }));
    renderWithProviders(<TwoStep />, { route: '/auth/two-step?next=/console/audit' });
    expect(await screen.findByText(/^Lost your phone\? Enter one of your recovery codes above\./)).toBeInTheDocument();
    await userEvent.type(await screen.findByLabelText(/^Code/), ' 123456 ');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(post).toHaveBeenCalledWith('/api/auth/second-factor/verify/', { code: '123456' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/console\/audit$/));
  });

  it('after a recovery code says how many are left, and warns when one is', async () => {
    mockGet({ '/api/auth/second-factor/': { state: 'verify', recoveryCodesLeft: 2 } });
    jest.spyOn(api, 'post').mockResolvedValue(answer({ state: 'done', recoveryCodesLeft: 1 }));
    renderWithProviders(<TwoStep />, { route: '/auth/two-step?next=//elsewhere.example' });
    await userEvent.type(await screen.findByLabelText(/^Code/), 'abcde-fghjk');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/^You signed in with a recovery code\. You have 1 left: ask an administrator/)).toBeInTheDocument();
    // Never to another site: the dashboard instead.
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/dashboard');
  });

  it('asks someone signed out to sign in and come back, and tells a citizen it is not for them', async () => {
    mockGet({ '/api/auth/second-factor/': new HttpFailure(401, 'Please sign in to continue.') });
    const { unmount } = renderWithProviders(<TwoStep />, { route: '/auth/two-step?next=/desk' });
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/signin?next=%2Fauth%2Ftwo-step%3Fnext%3D%252Fdesk');
    unmount();
    jest.restoreAllMocks();
    mockGet({ '/api/auth/second-factor/': { state: 'not_needed', recoveryCodesLeft: null } });
    renderWithProviders(<TwoStep />, { route: '/auth/two-step' });
    expect(await screen.findByText(/^Your account does not need two-step sign-in/)).toBeInTheDocument();
  });
});
