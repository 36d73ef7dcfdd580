import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { lazySchema } from './lazySchema';

const emailSchema = yup.object({ email: yup.string().required('Email is required') });

function schemaLoader() {
  const failFirst = { on: false };
  let calls = 0;
  const load = jest.fn((): Promise<typeof emailSchema> => {
    calls += 1;
    return calls === 1 && failFirst.on ? Promise.reject(new Error('Loading chunk 12 failed')) : Promise.resolve(emailSchema);
  });
  return { load, failFirst };
}

describe('lazySchema', () => {
  it('fetches the schema on the first check, once, and answers as the schema does', async () => {
    const { load } = schemaLoader();
    const rules = lazySchema(load);
    expect(load).not.toHaveBeenCalled();
    await expect(rules.validate({ email: '' })).rejects.toMatchObject({ name: 'ValidationError', errors: ['Email is required'] });
    await expect(rules.validate({ email: 'a@b.ke' })).resolves.toEqual({ email: 'a@b.ke' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preload fetches ahead of the first check', async () => {
    const { load } = schemaLoader();
    const rules = lazySchema(load);
    rules.preload();
    expect(load).toHaveBeenCalledTimes(1);
    await expect(rules.load()).resolves.toBe(emailSchema);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('lets a check pass while the schema cannot be fetched, and fetches it again on the next', async () => {
    const { load, failFirst } = schemaLoader();
    failFirst.on = true;
    const rules = lazySchema(load);
    await expect(rules.validate({ email: '' })).resolves.toEqual({ email: '' });
    await expect(rules.validate({ email: '' })).rejects.toMatchObject({ errors: ['Email is required'] });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('load rejects while the schema cannot be fetched', async () => {
    const { load, failFirst } = schemaLoader();
    failFirst.on = true;
    const rules = lazySchema(load);
    await expect(rules.load()).rejects.toThrow('Loading chunk 12 failed');
    await expect(rules.load()).resolves.toBe(emailSchema);
  });
});

const emailRules = lazySchema(() => Promise.resolve(emailSchema));

function EmailForm({ onSubmit }: { onSubmit: (values: { email: string }) => void }) {
  const formik = useFormik({ initialValues: { email: '' }, validationSchema: emailRules, onSubmit });
  return (
    <form noValidate onSubmit={formik.handleSubmit} onFocus={emailRules.preload}>
      <label htmlFor="email">Email</label>
      <input id="email" {...formik.getFieldProps('email')} />
      {formik.touched.email && formik.errors.email ? <p role="alert">{formik.errors.email}</p> : null}
      <button type="submit">Send</button>
    </form>
  );
}

it('as a Formik schema: a form sent empty shows the rule’s message and is not sent; filled in, it is', async () => {
  const user = userEvent.setup();
  const onSubmit = jest.fn();
  render(<EmailForm onSubmit={onSubmit} />);
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Email is required');
  expect(onSubmit).not.toHaveBeenCalled();
  await user.type(screen.getByLabelText('Email'), 'wanjiku@example.ke');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await screen.findByRole('button', { name: 'Send' });
  expect(onSubmit).toHaveBeenCalledWith({ email: 'wanjiku@example.ke' }, expect.anything());
});
