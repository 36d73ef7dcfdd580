import { act, render, screen } from '@testing-library/react';
import { changeLanguage, createTranslator, currentLanguage, localeOf, preferredLanguage, toLanguage } from './i18n';
import { formatDate, formatNumber, formatWeekday } from './format';

const { t, useTranslations } = createTranslator('i18n-test', {
  en: { hello: 'Hello, {name}!', only: 'English only', result: '{count} result', result_other: '{count} results', signedInAs: 'You are signed in as {name}. Not you?' },
  sw: () => Promise.resolve({ hello: 'Habari, {name}!', result: 'tokeo {count}', result_other: 'matokeo {count}', signedInAs: 'Umeingia kama {name}.' }),
});

function Greeting() {
  useTranslations();
  return <p>{t('hello', { name: 'Achieng' })}</p>;
}

afterEach(async () => {
  await act(() => changeLanguage('en'));
});

describe('createTranslator', () => {
  it('fills placeholders from the English catalog by default', () => {
    expect(t('hello', { name: 'Achieng' })).toBe('Hello, Achieng!');
  });

  it('reads the Kiswahili catalog once chosen, falling back to English for a missing text, never a key', async () => {
    await changeLanguage('sw');
    expect(currentLanguage()).toBe('sw');
    expect(t('hello', { name: 'Achieng' })).toBe('Habari, Achieng!');
    expect(t('only')).toBe('English only');
  });

  it('picks the plural form by the language and the count', async () => {
    expect(t('result', { count: 1 })).toBe('1 result');
    expect(t('result', { count: 3 })).toBe('3 results');
    await changeLanguage('sw');
    expect(t('result', { count: 3 })).toBe('matokeo 3');
  });

  it('leaves a placeholder without a value as written and never reads placeholders inside a value', () => {
    expect(t('hello')).toBe('Hello, {name}!');
    expect(t('hello', { name: '{name}' })).toBe('Hello, {name}!');
  });

  it('puts one full stop after a value that ends a sentence itself, in either language', async () => {
    expect(t('signedInAs', { name: 'Njeri K.' })).toBe('You are signed in as Njeri K. Not you?');
    expect(t('signedInAs', { name: 'Wanjiru wa Kamau!' })).toBe('You are signed in as Wanjiru wa Kamau! Not you?');
    expect(t('signedInAs', { name: 'Achieng Otieno' })).toBe('You are signed in as Achieng Otieno. Not you?');
    // A stop inside a value, or a value's stop the text does not follow with its own, is left as it is.
    expect(t('signedInAs', { name: 'J.K. Mwangi' })).toBe('You are signed in as J.K. Mwangi. Not you?');
    expect(t('hello', { name: 'Njeri K.' })).toBe('Hello, Njeri K.!');
    await changeLanguage('sw');
    expect(t('signedInAs', { name: 'Njeri K.' })).toBe('Umeingia kama Njeri K.');
  });

  it('re-renders a package that uses it when the language changes', async () => {
    render(<Greeting />);
    expect(screen.getByText('Hello, Achieng!')).toBeInTheDocument();
    await act(() => changeLanguage('sw'));
    expect(await screen.findByText('Habari, Achieng!')).toBeInTheDocument();
  });

  it('keeps working for a package built with the older form', () => {
    const legacy = createTranslator({ en: { x: 'Legacy {n}' } });
    expect(legacy.t('x', { n: 1 })).toBe('Legacy 1');
  });
});

describe('languages', () => {
  it('reads any code as one of ours, an unknown one as English', () => {
    expect(toLanguage('sw-KE')).toBe('sw');
    expect(toLanguage('SW')).toBe('sw');
    expect(toLanguage('fr')).toBe('en');
    expect(toLanguage(undefined)).toBe('en');
    expect(preferredLanguage(['fr-FR', 'sw', 'en'])).toBe('sw');
    expect(preferredLanguage(['de'])).toBe('en');
  });

  it('formats dates and numbers for the language shown', async () => {
    const date = new Date('2026-09-05T10:00:00Z');
    expect(formatDate(date)).toBe('5 Sep 2026');
    await changeLanguage('sw');
    expect(localeOf()).toBe('sw-KE');
    expect(formatDate(date)).toBe(new Intl.DateTimeFormat('sw-KE', { day: 'numeric', month: 'short', year: 'numeric' }).format(date));
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatWeekday('Tuesday')).toBe('Jumanne');
    expect(formatWeekday('someday')).toBe('someday');
  });
});
