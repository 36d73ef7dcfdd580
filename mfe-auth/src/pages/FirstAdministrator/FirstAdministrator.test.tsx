import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, bus } from '@civic/shared';
import { answer, apiFailure, renderWithProviders } from '@civic/shared/testing';
import FirstAdministrator from './FirstAdministrator';

const WAMBUI = { id: 'u-9', email: 'wambui@example.ke', username: 'wambui', fullName: 'Wambui Njeri Kimani' };

afterEach(() => jest.restoreAllMocks());

describe('FirstAdministrator', () => {
  it('asks someone signed out to sign in and come back to the same link', async () => {
    bus.emit({ type: 'session', user: null });
    renderWithProviders(<FirstAdministrator />, { route: '/auth/first-administrator?token=abc123' });
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/signin?next=%2Fauth%2Ffirst-administrator%3Ftoken%3Dabc123');
  });

  it('makes the signed-in person the administrator, then takes them to set up two-step sign-in on the way to the console', async () => {
    bus.emit({ type: 'session', user: WAMBUI });
    const post = jest.spyOn(api, 'post').mockResolvedValue(answer({ status: 'success' }));
    renderWithProviders(<FirstAdministrator />, { route: '/auth/first-administrator?token=abc123' });
    expect(screen.getByText(/^Make Wambui Njeri Kimani \(wambui@example\.ke\) the administrator of this site\?/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Make me the administrator' }));
    expect(post).toHaveBeenCalledWith('/api/staff/first-administrator/', { token: 'abc123' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/auth/two-step?next=%2Fconsole'));
  });

  it('says why a spent or late link does not work, and stays', async () => {
    bus.emit({ type: 'session', user: WAMBUI });
    jest.spyOn(api, 'post').mockRejectedValue(apiFailure(409, { message: 'This site has an administrator already: ask them to give you a role in the console.' }));
    renderWithProviders(<FirstAdministrator />, { route: '/auth/first-administrator?token=abc123' });
    await userEvent.click(screen.getByRole('button', { name: 'Make me the administrator' }));
    expect(await screen.findByText('This site has an administrator already: ask them to give you a role in the console.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/auth/first-administrator');
    expect(screen.getByRole('button', { name: 'Make me the administrator' })).toBeEnabled();
  });
});
