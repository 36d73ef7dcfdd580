import { createMessageMatcher } from './translate';

describe('finding a text in a message catalog', () => {
  const matcher = createMessageMatcher({
    required: '{column} is required',
    between: '{column} must be between {min} and {max}',
    tooLong: 'Please keep this under {max} characters.',
  });
  const kiswahili = { required: '{column}: inahitajika', between: '{column}: lazima iwe kati ya {min} na {max}', tooLong: 'Tafadhali usizidi herufi {max}.' };

  it('reads a text’s values back out and gives the same message in another language', () => {
    expect(matcher.keyOf('progress must be between 0 and 100')).toEqual({ key: 'between', vars: { column: 'progress', min: '0', max: '100' } });
    expect(matcher.translate('Please keep this under 500 characters.', kiswahili)).toBe('Tafadhali usizidi herufi 500.');
    expect(matcher.translate('participation.pastFeedback is required', kiswahili)).toBe('participation.pastFeedback: inahitajika');
  });

  it('takes only a data file’s column name for {column}, so an ordinary sentence is not mistaken for the template', () => {
    expect(matcher.keyOf('budget_allocated is required')).toEqual({ key: 'required', vars: { column: 'budget_allocated' } });
    expect(matcher.keyOf('Title is required')).toBeNull();
    expect(matcher.keyOf('The county you chose is required')).toBeNull();
    expect(matcher.translate('Title is required', kiswahili)).toBe('Title is required');
  });
});
