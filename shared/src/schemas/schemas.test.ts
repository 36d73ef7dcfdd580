import { contactSchema, defaultDisplayName, displayNameSchema, newsletterSchema, validateFirstError } from './index';

describe('shared form schemas', () => {
  it('newsletter: required, then valid, with the spec texts', async () => {
    expect(await validateFirstError(newsletterSchema, { email: '  ' })).toEqual({ ok: false, field: 'email', message: 'Email is required.' });
    expect(await validateFirstError(newsletterSchema, { email: 'a@b' })).toEqual({ ok: false, field: 'email', message: 'Please enter a valid email address.' });
    expect(await validateFirstError(newsletterSchema, { email: ' a@b.ke ' })).toEqual({ ok: true, value: { email: 'a@b.ke' } });
  });

  it('contact: each field with its spec text, unknown fields dropped', async () => {
    expect(await validateFirstError(contactSchema, { email: 'a@b.ke', message: 'x' })).toMatchObject({ field: 'name', message: 'Name is required.' });
    expect(await validateFirstError(contactSchema, { name: 'A', message: 'x' })).toMatchObject({ field: 'email', message: 'Email is required.' });
    expect(await validateFirstError(contactSchema, { name: 'A', email: 'nope', message: 'x' })).toMatchObject({ field: 'email', message: 'Invalid email address.' });
    expect(await validateFirstError(contactSchema, { name: 'A', email: 'a@b.ke' })).toMatchObject({ field: 'message', message: 'Message is required.' });
    const ok = await validateFirstError(contactSchema, { name: 'A', email: 'a@b.ke', message: 'Hello', admin: true });
    expect(ok).toEqual({ ok: true, value: { name: 'A', email: 'a@b.ke', message: 'Hello' } });
  });

  it("public name: defaults to the first name and the last name's initial, never the address", () => {
    expect(defaultDisplayName('Wanjiku Kamau Njeri')).toBe('Wanjiku N.');
    expect(defaultDisplayName('  amina  ')).toBe('amina');
    expect(defaultDisplayName('Ólafur ekström')).toBe('Ólafur E.');
    expect(defaultDisplayName('')).toBe('Citizen');
    expect(defaultDisplayName('!!! ???')).toBe('Citizen');
  });

  it("public name: 2 to 40 letters, digits, spaces and . ' -, at least one letter, no address", async () => {
    expect(await validateFirstError(displayNameSchema, { displayName: '  Mama   Mboga  ' })).toEqual({ ok: true, value: { displayName: 'Mama Mboga' } });
    expect(await validateFirstError(displayNameSchema, { displayName: 'W' })).toEqual({ ok: false, field: 'displayName', message: 'Enter a public name of 2 to 40 characters' });
    expect(await validateFirstError(displayNameSchema, { displayName: 'x'.repeat(41) })).toMatchObject({ ok: false, field: 'displayName' });
    expect(await validateFirstError(displayNameSchema, { displayName: 'wanjiku@example.ke' })).toEqual({
      ok: false,
      field: 'displayName',
      message: 'Use letters, numbers, spaces, full stops, hyphens and apostrophes only',
    });
    expect(await validateFirstError(displayNameSchema, { displayName: '2024' })).toEqual({
      ok: false,
      field: 'displayName',
      message: 'Your public name needs at least one letter',
    });
  });
});
