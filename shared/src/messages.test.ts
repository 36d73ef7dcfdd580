import { catalogProblems } from './testing/catalogs';
import { en } from './messages';
import { sw } from './messages.sw';
import * as englishGroups from './schemas/messages';
import { sw as swGroups } from './schemas/messages.sw';
import { flattenMessages } from './schemas/translate';

describe("the shared components' and the validation catalogs", () => {
  it('have every text in Kiswahili, with the same placeholders', () => {
    expect(catalogProblems(en, sw)).toEqual([]);
    expect(catalogProblems(flattenMessages(englishGroups), flattenMessages(swGroups))).toEqual([]);
  });

  it('report a missing text, an extra one and a changed placeholder', () => {
    expect(catalogProblems({ a: 'A {n}', b: 'B', c: '{count} item' }, { a: 'A {m}', x: 'X', c_one: 'kimoja', c_other: 'vitu {count}' })).toEqual([
      'sw: "b" is missing',
      'sw: "a" has {m} where English has {n}',
      'sw: "x" is not in the English catalog',
    ]);
  });
});
