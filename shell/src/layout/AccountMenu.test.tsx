import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, bus } from '@civic/shared';
import { answer, renderWithProviders } from '@civic/shared/testing';
import { AccountMenu } from './AccountMenu';
import { declaredStyle } from './testing/cssRules';

jest.mock('../remotes/registry', () => ({ preloadRoute: jest.fn() }));

/** Three-part names of 40 characters are common. */
const FULL_NAME = 'Wanjiku Nyambura Kamau-Njoroge Chepkoech';
const signedIn = { id: 'u-7', email: 'wanjiku@example.org', username: 'wanjiku-kamau-3f9a', fullName: FULL_NAME };

/** Signed in, once the signed-in control's chunk has arrived. */
async function renderSignedIn() {
  const view = renderWithProviders(
    <>
      <AccountMenu />
      <button type="button">Elsewhere</button>
    </>,
    { route: '/faq' },
  );
  act(() => bus.emit({ type: 'session', user: signedIn }));
  await screen.findByRole('button', { name: FULL_NAME });
  return view;
}

const toggle = () => screen.getByRole('button', { name: FULL_NAME });
const menu = () => document.getElementById(toggle().getAttribute('aria-controls')!)!;

describe('AccountMenu', () => {
  afterEach(() => act(() => bus.emit({ type: 'session', user: null })));

  it('signed in, shows a compact button: initials and the first name, cut with an ellipsis, the full name as its name and title', async () => {
    expect(FULL_NAME).toHaveLength(40);
    await renderSignedIn();
    const button = toggle();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('title', FULL_NAME);
    expect(button).toHaveTextContent(/^WCWanjiku$/);
    expect(button).not.toHaveTextContent('Chepkoech');
    expect(getComputedStyle(button).whiteSpace).toBe('nowrap');
    const firstName = within(button).getByText('Wanjiku');
    expect(declaredStyle(firstName)).toMatchObject({ 'max-width': '6rem', overflow: 'hidden', 'text-overflow': 'ellipsis', 'white-space': 'nowrap', 'min-width': '0' });
    // Only the initials below 1200 px, where the five menus need the width; the name from there up.
    expect(declaredStyle(firstName)).toMatchObject({ display: 'none' });
    expect(declaredStyle(firstName, '@media (min-width: 75em)')).toMatchObject({ display: 'inline' });
    // Sign out is in the closed menu, not in the header's line.
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('opens a menu with the full name, Dashboard and Sign out; Escape closes it and puts focus back on the button', async () => {
    const user = userEvent.setup();
    await renderSignedIn();
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(menu()).toBeVisible();
    expect(within(menu()).getByText(FULL_NAME)).toBeVisible();
    expect(within(menu()).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(menu()).getByRole('button', { name: 'Sign out' })).toBeVisible();
    await user.tab();
    expect(within(menu()).getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
    expect(menu()).not.toBeVisible();
  });

  it('closes when focus leaves it, and on a click outside', async () => {
    const user = userEvent.setup();
    await renderSignedIn();
    await user.click(toggle());
    await user.tab();
    await user.tab();
    expect(within(menu()).getByRole('button', { name: 'Sign out' })).toHaveFocus();
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    await user.click(document.body);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('takes Dashboard to the dashboard and closes', async () => {
    const user = userEvent.setup();
    await renderSignedIn();
    await user.click(toggle());
    await user.click(within(menu()).getByRole('link', { name: 'Dashboard' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('signs out from the menu: the server is told, the Sign In link returns, and the page is Sign In', async () => {
    const user = userEvent.setup();
    const post = jest.spyOn(api, 'post').mockResolvedValue(answer({ status: 'success' }));
    await renderSignedIn();
    await user.click(toggle());
    await user.click(within(menu()).getByRole('button', { name: 'Sign out' }));
    expect(post).toHaveBeenCalledWith('/api/auth/signout/');
    expect(await screen.findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth/signin');
    expect(screen.getByTestId('location')).toHaveTextContent('/auth/signin');
    expect(screen.queryByRole('button', { name: FULL_NAME })).not.toBeInTheDocument();
  });

  it('links a member of staff to the first screen of their roles, and a citizen to none', async () => {
    await renderSignedIn();
    await userEvent.click(toggle());
    expect(within(menu()).queryByRole('link', { name: 'Staff console' })).not.toBeInTheDocument();
    act(() => bus.emit({ type: 'session', user: { ...signedIn, staffRoles: ['editor', 'moderator'] } }));
    expect(within(menu()).getByRole('link', { name: 'Staff console' })).toHaveAttribute('href', '/console/moderation');
    act(() => bus.emit({ type: 'session', user: { ...signedIn, staffRoles: ['editor'] } }));
    expect(within(menu()).getByRole('link', { name: 'Staff console' })).toHaveAttribute('href', '/console/content/workshops');
  });

  it('signed out, shows the Sign In link, which does not wrap', () => {
    renderWithProviders(<AccountMenu />);
    act(() => bus.emit({ type: 'session', user: null }));
    const link = screen.getByRole('link', { name: 'Sign In' });
    expect(link).toHaveAttribute('href', '/auth/signin');
    expect(getComputedStyle(link).whiteSpace).toBe('nowrap');
  });
});
