import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { changeLanguage } from './i18n';
import { accountMessages, validationMessages } from './schemas/messages';
import { sw } from './schemas/messages.sw';
import { theme } from './theme';
import { FieldError, TextField } from './ui/Field';
import { validationText } from './validationText';

afterEach(async () => {
  await act(() => changeLanguage('en'));
});

describe('field errors in the page’s language', () => {
  it('gives the agreed English text in English, and the same message in Kiswahili, placeholders carried over', async () => {
    const tooLong = validationMessages.tooLong.replace('{max}', '120');
    expect(validationText(accountMessages.emailRequired)).toBe(accountMessages.emailRequired);
    await changeLanguage('sw');
    expect(validationText(accountMessages.emailRequired)).toBe(sw.accountMessages.emailRequired);
    expect(validationText(tooLong)).toBe(sw.validationMessages.tooLong.replace('{max}', '120'));
    // A text the catalog does not hold (one the server already sent in Kiswahili) shows as it came.
    expect(validationText('Namba hii haipo.')).toBe('Namba hii haipo.');
  });

  it('follows a change of language while the error is on screen, the typed value untouched', async () => {
    render(
      <ThemeProvider theme={theme}>
        <TextField label="Email" error={accountMessages.emailInvalid} defaultValue="achieng@" />
        <FieldError>{accountMessages.passwordRequired}</FieldError>
      </ThemeProvider>,
    );
    expect(screen.getByText(accountMessages.emailInvalid)).toBeInTheDocument();
    await act(() => changeLanguage('sw'));
    expect(await screen.findByText(sw.accountMessages.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(sw.accountMessages.passwordRequired)).toBeInTheDocument();
    expect(screen.getByRole('textbox')).toHaveValue('achieng@');
  });
});
