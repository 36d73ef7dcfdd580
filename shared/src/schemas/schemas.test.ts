import { contactSchema, newsletterSchema, validateFirstError } from './index';

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
});
