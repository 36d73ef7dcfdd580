import { catalogProblems } from '@civic/shared/testing';
import { en } from './en';
import { sw } from './sw';

describe('this package’s catalogs', () => {
  it('have every text in Kiswahili, with the same placeholders', () => {
    expect(catalogProblems(en, sw)).toEqual([]);
  });
});
