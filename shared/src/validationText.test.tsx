import { act, render, screen, waitFor } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { changeLanguage } from './i18n';
import { accountMessages, validationMessages } from './schemas/messages';
import { sw } from './schemas/messages.sw';
import { theme } from './theme';
import { FieldError, TextField } from './ui/Field';
import { loadValidationTexts, validationText } from './validationText';

afterEach(async () => {
  await act(() => changeLanguage('en'));
});

describe('field errors in the page’s language', () => {
  // First in the file: nothing has fetched the catalog yet.
  it('is fetched when someone starts to use a form, not when its field renders', async () => {
    await changeLanguage('sw');
    // Importing @civic/shared fetched no form's texts: a text shows as the schema gave it.
    expect(validationText(accountMessages.emailRequired)).toBe(accountMessages.emailRequired);
    render(
      <ThemeProvider theme={theme}>
        <TextField label="Email" defaultValue="" />
      </ThemeProvider>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(validationText(accountMessages.emailRequired)).toBe(accountMessages.emailRequired);

    act(() => screen.getByRole('textbox', { name: 'Email' }).focus());
    await waitFor(() => expect(validationText(accountMessages.emailRequired)).toBe(sw.accountMessages.emailRequired));
  });

  it('gives the agreed English text in English, and the same message in Kiswahili, placeholders carried over', async () => {
    const tooLong = validationMessages.tooLong.replace('{max}', '120');
    await loadValidationTexts();
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

describe('a catalog that could not be fetched', () => {
  it('leaves the text as the schema gave it, and the next field tries again', async () => {
    await jest.isolateModulesAsync(async () => {
      jest.doMock('./schemas/translate', () => {
        throw new Error('Loading chunk validation failed');
      });
      const fresh = await import('./validationText');
      await expect(fresh.loadValidationTexts()).resolves.toBeUndefined();
      expect(fresh.validationText(accountMessages.emailRequired)).toBe(accountMessages.emailRequired);

      jest.dontMock('./schemas/translate');
      const i18nModule = await import('./i18n');
      await i18nModule.changeLanguage('sw');
      await fresh.loadValidationTexts();
      expect(fresh.validationText(accountMessages.emailRequired)).toBe(sw.accountMessages.emailRequired);
      await i18nModule.changeLanguage('en');
    });
  });
});
