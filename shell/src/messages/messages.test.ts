import { SHELL_PAGES, pageTitleIn } from '@civic/shared';
import { catalogProblems } from '@civic/shared/testing';
import { en } from './en';
import { sw } from './sw';

describe('this package’s catalogs', () => {
  it('have every text in Kiswahili, with the same placeholders', () => {
    expect(catalogProblems(en, sw)).toEqual([]);
  });

  it('title the shell’s pages as the server does before the scripts run, in each language', () => {
    const titled = (language: 'en' | 'sw') => Object.fromEntries(SHELL_PAGES.filter((page) => page.title).map((page) => [page.path, pageTitleIn(page, language)]));
    expect(titled('en')).toEqual({ '/cookie-settings': en.cookieSettingsTitle, '/saved-on-this-phone': en.savedTitle });
    expect(titled('sw')).toEqual({ '/cookie-settings': sw.cookieSettingsTitle, '/saved-on-this-phone': sw.savedTitle });
  });
});
