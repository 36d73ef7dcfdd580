import { createTranslator } from './i18n';

describe('createTranslator', () => {
  const { t, setLanguage } = createTranslator({ en: { hello: 'Hello, {name}!', only: 'English only' }, sw: { hello: 'Habari, {name}!' } });

  it('fills placeholders from the English catalog by default', () => {
    expect(t('hello', { name: 'Achieng' })).toBe('Hello, Achieng!');
  });

  it('reads another catalog once chosen, falling back to English for missing keys', () => {
    setLanguage('sw');
    expect(t('hello', { name: 'Achieng' })).toBe('Habari, Achieng!');
    expect(t('only')).toBe('English only');
    setLanguage('xx');
    expect(t('hello', { name: 'Achieng' })).toBe('Hello, Achieng!');
  });
});
