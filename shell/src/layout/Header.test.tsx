import { act, screen, within as withinElement } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, bus, setSiteRegistry } from '@civic/shared';
import { answer, renderWithProviders } from '@civic/shared/testing';
import { Header } from './Header';
import { registryFromRoutesFiles, siteRegistry } from '../testing/siteRegistry';
import { declaredStyle } from './testing/cssRules';

jest.mock('../remotes/registry', () => ({
  loadRegistry: jest.fn(() => Promise.resolve({ remotes: {} })),
  preloadRoute: jest.fn(),
}));

describe('Header', () => {
  beforeEach(() => setSiteRegistry(siteRegistry()));

  it('shows the contact details from configuration and the report action', () => {
    renderWithProviders(<Header />);
    expect(screen.getByRole('link', { name: '+254 700 000 000' })).toHaveAttribute('href', 'tel:+254700000000');
    expect(screen.getByRole('link', { name: 'info@uwazihub.example' })).toHaveAttribute('href', 'mailto:info@uwazihub.example');
    expect(screen.getByRole('button', { name: 'File/Report a complaint or corruption' })).toBeInTheDocument();
    // The top bar is a landmark, so the action is found by landmark navigation too.
    expect(screen.getByRole('region', { name: 'Contact us and report' })).toContainElement(screen.getByRole('button', { name: 'File/Report a complaint or corruption' }));
  });

  it('the report action offers both: reporting corruption and filing a complaint, each explained', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />, { route: '/faq' });
    const action = screen.getByRole('button', { name: 'File/Report a complaint or corruption' });
    expect(action).toHaveAttribute('aria-expanded', 'false');
    await user.click(action);
    expect(action).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: /Report corruption.*stay anonymous/ })).toBeVisible();
    const complaint = screen.getByRole('link', { name: /File a complaint.*Poor service/ });
    expect(complaint).toHaveAttribute('href', '/complaints');
    await user.keyboard('{Escape}');
    expect(action).toHaveAttribute('aria-expanded', 'false');
    expect(action).toHaveFocus();
    await user.click(action);
    await user.click(screen.getByRole('link', { name: /File a complaint/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/complaints');
    expect(action).toHaveAttribute('aria-expanded', 'false');
  });

  it('takes "Report corruption" to the contact page while the reporting section is not released', async () => {
    renderWithProviders(<Header />);
    await userEvent.click(screen.getByRole('button', { name: 'File/Report a complaint or corruption' }));
    await userEvent.click(screen.getByRole('link', { name: /Report corruption/ }));
    expect(await screen.findByText('/contact-us')).toBeInTheDocument();
  });

  it('opens the report modal through the bus once the reporting section is released', async () => {
    const { loadRegistry } = jest.requireMock('../remotes/registry') as { loadRegistry: jest.Mock };
    loadRegistry.mockResolvedValueOnce({ remotes: { mfe_reporting: { entry: '/x', version: '1', packageName: 'mfe-reporting' } } });
    const opened = jest.fn();
    const subscription = bus.on('open-report-modal').subscribe(opened);
    renderWithProviders(<Header />, { route: '/faq' });
    await userEvent.click(screen.getByRole('button', { name: 'File/Report a complaint or corruption' }));
    await userEvent.click(screen.getByRole('link', { name: /Report corruption/ }));
    await screen.findByText('/faq');
    expect(opened).toHaveBeenCalledTimes(1);
    subscription.unsubscribe();
  });

  it('search: an empty or blank term does nothing; a term goes to /search-results trimmed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />, { route: '/faq' });
    const toggle = screen.getByRole('button', { name: 'Search' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const box = screen.getByRole('searchbox', { name: 'Search the site' });
    expect(box).toHaveFocus();
    await user.type(box, '   {Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/faq');
    await user.clear(box);
    await user.type(box, '  Nakuru roads {Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/search-results?q=Nakuru%20roads');
  });

  it('search: Escape closes the search panel and puts focus back on its button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />);
    const toggle = screen.getByRole('button', { name: 'Search' });
    await user.click(toggle);
    expect(screen.getByRole('searchbox', { name: 'Search the site' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  // The desktop navigation is hidden by a min-width media query that jsdom does not apply, hence `hidden: true`.
  it('has all five navigation groups, each opening its links; Escape closes', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />);
    const group = (name: string) => screen.getByRole('button', { name, hidden: true });
    for (const name of ['Who We Are', 'Get Involved', 'Governance', 'Community', 'Media']) {
      expect(group(name)).toHaveAttribute('aria-expanded', 'false');
    }
    await user.click(group('Governance'));
    expect(group('Governance')).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(group('Governance').getAttribute('aria-controls')!)!;
    expect(list).not.toHaveAttribute('hidden');
    for (const [name, href] of [
      ['Government Spending', '/govspend'],
      ['Ministries & Agencies', '/mda'],
      ['Counties', '/counties'],
      ['Reports', '/reports'],
    ]) {
      expect(withinElement(list).getByRole('link', { name, hidden: true })).toHaveAttribute('href', href);
    }
    await user.keyboard('{Escape}');
    expect(group('Governance')).toHaveAttribute('aria-expanded', 'false');
    expect(group('Governance')).toHaveFocus();
  });

  it('closes an open group once Tab leaves its last link, so it never covers what is focused next', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />);
    const governance = screen.getByRole('button', { name: 'Governance', hidden: true });
    await user.click(governance);
    const links = withinElement(document.getElementById(governance.getAttribute('aria-controls')!)!).getAllByRole('link', { hidden: true });
    // jsdom applies no media queries, so the desktop row counts as hidden and Tab skips it: focus moves as Tab would.
    act(() => links.at(-1)!.focus());
    expect(governance).toHaveAttribute('aria-expanded', 'true');
    act(() => screen.getByRole('button', { name: 'Community', hidden: true }).focus());
    expect(governance).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows all five groups, none empty, with the pages the sections declare in their own routes files', () => {
    setSiteRegistry(registryFromRoutesFiles());
    renderWithProviders(<Header />);
    for (const name of ['Who We Are', 'Get Involved', 'Governance', 'Community', 'Media']) {
      const list = document.getElementById(screen.getByRole('button', { name, hidden: true }).getAttribute('aria-controls')!)!;
      expect(withinElement(list).getAllByRole('link', { hidden: true }).length).toBeGreaterThan(0);
    }
  });

  it('the mobile menu mirrors the groups and closes on Escape', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = screen.getByRole('dialog', { name: 'Main navigation' });
    expect(withinElement(menu).getByText('Community')).toBeInTheDocument();
    expect(withinElement(menu).getByRole('link', { name: 'Townhall Meetings' })).toHaveAttribute('href', '/townhall-meetings');
    expect(withinElement(menu).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth/signin');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });

  it('the mobile menu keeps focus inside it: Tab past the last stop wraps to the first, Shift+Tab the other way', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />);
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    await user.click(menuButton);
    const menu = screen.getByRole('dialog', { name: 'Main navigation' });
    const close = withinElement(menu).getByRole('button', { name: 'Close menu' });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(menu).toContainElement(document.activeElement as HTMLElement);
    expect(withinElement(menu).getByRole('link', { name: 'Sign In' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    // Every stop, in order, stays inside the dialog; links of closed groups are not stops.
    for (let stop = 0; stop < 12; stop += 1) {
      await user.tab();
      expect(menu).toContainElement(document.activeElement as HTMLElement);
    }
    await user.click(close);
    expect(menuButton).toHaveFocus();
  });

  it('lists a page a release adds as soon as the registry names it, in the desktop navigation and the mobile menu', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />);
    expect(screen.queryByRole('link', { name: 'Budget Tracker', hidden: true })).not.toBeInTheDocument();
    act(() =>
      setSiteRegistry(
        siteRegistry({
          versions: { mfe_governance: '1.1.0' },
          extra: { mfe_governance: [{ path: '/budget-tracker', page: 'BudgetTracker', nav: { group: 'governance', label: 'Budget Tracker', order: 2.5 } }] },
        }),
      ),
    );
    const list = document.getElementById(screen.getByRole('button', { name: 'Governance', hidden: true }).getAttribute('aria-controls')!)!;
    expect(
      withinElement(list)
        .getAllByRole('link', { hidden: true })
        .map((link) => link.textContent),
    ).toEqual(['Government Spending', 'Ministries & Agencies', 'Budget Tracker', 'Counties', 'Reports']);
    expect(withinElement(list).getByRole('link', { name: 'Budget Tracker', hidden: true })).toHaveAttribute('href', '/budget-tracker');
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = screen.getByRole('dialog', { name: 'Main navigation' });
    expect(withinElement(menu).getByRole('link', { name: 'Budget Tracker' })).toHaveAttribute('href', '/budget-tracker');
  });

  it('leaves out a group no release fills, and shows it once one does', () => {
    const registry = siteRegistry();
    delete registry.remotes.mfe_community;
    setSiteRegistry(registry);
    renderWithProviders(<Header />);
    expect(screen.queryByRole('button', { name: 'Community', hidden: true })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Governance', hidden: true })).toBeInTheDocument();
    act(() => setSiteRegistry(siteRegistry()));
    expect(screen.getByRole('button', { name: 'Community', hidden: true })).toBeInTheDocument();
  });

  it('shows the Sign In link when signed out, and the account button (name, then Sign out in its menu) when signed in', async () => {
    const user = userEvent.setup();
    jest.spyOn(api, 'get').mockResolvedValue(answer({ status: 'success', notifications: [], unreadCount: 0 }));
    renderWithProviders(<Header />);
    act(() => bus.emit({ type: 'session', user: null }));
    expect(await screen.findByRole('link', { name: 'Sign In', hidden: true })).toHaveAttribute('href', '/auth/signin');
    act(() => bus.emit({ type: 'session', user: { id: '1', email: 'akinyi@example.org', username: 'akinyi', fullName: 'Akinyi Odhiambo' } }));
    await act(async () => undefined);
    const account = screen.getByRole('button', { name: 'Akinyi Odhiambo', hidden: true });
    expect(account).toHaveTextContent('Akinyi');
    expect(screen.queryByRole('link', { name: 'Sign In', hidden: true })).not.toBeInTheDocument();
    await user.click(account);
    const menu = document.getElementById(account.getAttribute('aria-controls')!)!;
    expect(withinElement(menu).getByText('Akinyi Odhiambo')).toBeInTheDocument();
    expect(withinElement(menu).getByRole('button', { name: 'Sign out', hidden: true })).toBeInTheDocument();
    act(() => bus.emit({ type: 'session', user: null }));
  });

  describe('signed in with a 40-character name', () => {
    const fullName = 'Wanjiku Nyambura Kamau-Njoroge Chepkoech';

    beforeEach(() => {
      jest.spyOn(api, 'get').mockResolvedValue(answer({ status: 'success', notifications: [], unreadCount: 0 }));
    });
    afterEach(() => act(() => bus.emit({ type: 'session', user: null })));

    async function renderSignedIn() {
      renderWithProviders(<Header />);
      act(() => bus.emit({ type: 'session', user: { id: 'u-7', email: 'wanjiku@example.org', username: 'wanjiku-kamau-3f9a', fullName } }));
      // The bell's list arrives.
      await act(async () => undefined);
    }

    it('holds on one line: nothing wraps, and only the account button may give way, by cutting the first name', async () => {
      await renderSignedIn();
      const banner = screen.getByRole('banner');
      const brand = screen.getByRole('link', { name: 'Uwazi Hub — home' });
      const row = brand.parentElement!;
      expect(getComputedStyle(row).flexWrap).toBe('nowrap');
      expect(getComputedStyle(brand).whiteSpace).toBe('nowrap');
      expect(getComputedStyle(brand).flexShrink).toBe('0');
      for (const name of ['Who We Are', 'Get Involved', 'Governance', 'Community', 'Media']) {
        expect(getComputedStyle(screen.getByRole('button', { name, hidden: true })).whiteSpace).toBe('nowrap');
      }
      expect(getComputedStyle(screen.getByRole('button', { name: 'Governance', hidden: true }).closest('nav')!).flexShrink).toBe('0');
      // The name and Sign out are no longer laid out in the header's line: a button with the first name stands for them.
      const account = withinElement(banner).getByRole('button', { name: fullName, hidden: true });
      expect(account).toHaveTextContent(/^WCWanjiku$/);
      expect(withinElement(banner).queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
      // Everything between the row and the first name may shrink (min-width 0), so a long name is cut, never wrapped.
      for (let element = account.parentElement; element && element !== row; element = element.parentElement) {
        expect(getComputedStyle(element).minWidth).toMatch(/^0(px)?$/);
      }
      const firstName = withinElement(account).getByText('Wanjiku');
      expect(declaredStyle(firstName)).toMatchObject({ overflow: 'hidden', 'text-overflow': 'ellipsis', 'white-space': 'nowrap', 'min-width': '0' });
      expect(getComputedStyle(screen.getByRole('button', { name: 'Menu' })).whiteSpace).toBe('nowrap');
    });

    it('the mobile menu shows the whole name, Dashboard and Sign out', async () => {
      const user = userEvent.setup();
      await renderSignedIn();
      await user.click(screen.getByRole('button', { name: 'Menu' }));
      const menu = screen.getByRole('dialog', { name: 'Main navigation' });
      expect(withinElement(menu).getByText(fullName)).toBeInTheDocument();
      expect(withinElement(menu).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
      expect(withinElement(menu).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
      expect(withinElement(menu).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    });

    it('on phones, places the notification panel against the header, inside the screen, not hung from the bell', async () => {
      const user = userEvent.setup();
      await renderSignedIn();
      await user.click(screen.getByRole('button', { name: 'Notifications' }));
      const panel = screen.getByRole('region', { name: 'Notifications' });
      const banner = screen.getByRole('banner');
      // The rules outside media queries are the phone's: the panel's containing block is the (sticky) banner.
      expect(getComputedStyle(banner).position).toBe('sticky');
      for (let element = panel.parentElement; element && element !== banner; element = element.parentElement) {
        expect(getComputedStyle(element).position).toMatch(/^(static)?$/);
      }
      const style = getComputedStyle(panel);
      expect(style.position).toBe('absolute');
      expect(style.top).toBe('100%');
      expect(style.left).toBe('0.5rem');
      expect(style.right).toBe('0.5rem');
    });
  });
});
