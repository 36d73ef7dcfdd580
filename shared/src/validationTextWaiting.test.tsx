import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { changeLanguage } from './i18n';
import { accountMessages } from './schemas/messages';
import { sw } from './schemas/messages.sw';
import { theme } from './theme';
import { TextField } from './ui/Field';

// A file of its own: jest gives it its own modules, so the catalog has not been fetched when it starts.
afterEach(async () => {
  await act(() => changeLanguage('en'));
});

describe('an error shown before the catalog is in', () => {
  it('waits, empty, on a Kiswahili page, then shows in Kiswahili: never in English first', async () => {
    await changeLanguage('sw');
    render(
      <ThemeProvider theme={theme}>
        <TextField label="Barua pepe" error={accountMessages.emailRequired} defaultValue="" />
      </ThemeProvider>,
    );
    const error = screen.getByRole('alert');
    expect(error).toBeEmptyDOMElement();
    expect(screen.getByRole('textbox', { name: 'Barua pepe' })).toHaveAttribute('aria-describedby', error.id);
    expect(await screen.findByText(sw.accountMessages.emailRequired)).toBe(error);
    expect(screen.queryByText(accountMessages.emailRequired)).not.toBeInTheDocument();
  });
});
