import { catalogProblems } from '@civic/shared/testing';
import { PARTS } from './all';

describe('this package’s catalogs', () => {
  it.each(Object.entries(PARTS))('%s: every text in Kiswahili, with the same placeholders', (_name, { en, sw }) => {
    expect(catalogProblems(en, sw)).toEqual([]);
  });

  it('give each text to one part only, so a page never shows another part’s text under its key', () => {
    const keys = Object.values(PARTS).flatMap(({ en }) => Object.keys(en));
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });
});
