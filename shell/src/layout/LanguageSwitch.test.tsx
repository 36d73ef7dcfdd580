import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, bus, changeLanguage, toast } from '@civic/shared';
import { answer, apiFailure, renderWithProviders } from '@civic/shared/testing';
import { LanguageSwitch } from './LanguageSwitch';
import { sw } from '../messages/sw';

const citizen = { id: 'u-1', email: 'achieng@example.org', username: 'achieng-o', fullName: 'Achieng Atieno Otieno' };

describe('LanguageSwitch', () => {
  afterEach(async () => {
    act(() => bus.emit({ type: 'session', user: null }));
    await act(() => changeLanguage('en'));
    document.cookie = 'lang=; Max-Age=0; Path=/';
    jest.restoreAllMocks();
  });

  it('marks the language shown and switches the page, its <html lang> and this device’s choice to the other', async () => {
    const put = jest.spyOn(api, 'put');
    renderWithProviders(<LanguageSwitch />);
    const nav = screen.getByRole('navigation', { name: 'Language' });
    expect(within(nav).getByText('English')).toHaveAttribute('aria-current', 'true');
    expect(within(nav).getByRole('button', { name: 'Kiswahili' }).closest('li')).toHaveAttribute('lang', 'sw');

    await userEvent.click(within(nav).getByRole('button', { name: 'Kiswahili' }));

    const switched = await screen.findByRole('navigation', { name: sw.languageLabel });
    expect(within(switched).getByText('Kiswahili')).toHaveAttribute('aria-current', 'true');
    expect(within(switched).getByRole('button', { name: 'English' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('sw');
    expect(document.cookie).toContain('lang=sw');
    // Nobody signed in: nothing to save with an account.
    expect(put).not.toHaveBeenCalled();
  });

  it('saves a signed-in citizen’s choice with their account, and says so when that fails while the page still switches', async () => {
    const put = jest
      .spyOn(api, 'put')
      .mockResolvedValueOnce(answer({ status: 'success' }))
      .mockRejectedValueOnce(apiFailure(503, { status: 'error', message: 'The site is busy.' }));
    const error = jest.spyOn(toast, 'error').mockImplementation(() => undefined);
    act(() => bus.emit({ type: 'session', user: citizen }));
    renderWithProviders(<LanguageSwitch />);

    await userEvent.click(screen.getByRole('button', { name: 'Kiswahili' }));
    await screen.findByRole('button', { name: 'English' });
    expect(put).toHaveBeenCalledWith('/api/auth/language/', { language: 'sw' });

    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    await screen.findByRole('button', { name: 'Kiswahili' });
    expect(put).toHaveBeenLastCalledWith('/api/auth/language/', { language: 'en' });
    expect(document.documentElement.lang).toBe('en');
    expect(error).toHaveBeenCalledWith('The site is busy.');
  });
});
