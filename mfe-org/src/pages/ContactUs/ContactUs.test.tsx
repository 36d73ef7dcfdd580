import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { api, ApiError } from '@civic/shared';
import { renderWithProviders, answer } from '@civic/shared/testing';
import ContactUs from './ContactUs';

function field(name: string) {
  return screen.getByRole(name === 'Department' ? 'combobox' : 'textbox', { name: new RegExp(`^${name}`) });
}

async function fillIn(user: UserEvent, values: { name?: string; email?: string; department?: string; subject?: string; message?: string }) {
  if (values.name) await user.type(field('Name'), values.name);
  if (values.email) await user.type(field('Email'), values.email);
  if (values.department) await user.selectOptions(field('Department'), values.department);
  if (values.subject) await user.type(field('Subject'), values.subject);
  if (values.message) await user.type(field('Message'), values.message);
}

const COMPLETE = { name: 'Achieng Otieno', email: 'achieng@example.com', department: 'data', subject: 'Ward data', message: 'Where can I get ward budgets?' };

function expectValuesKept() {
  expect(field('Name')).toHaveValue(COMPLETE.name);
  expect(field('Email')).toHaveValue(COMPLETE.email);
  expect(field('Department')).toHaveValue(COMPLETE.department);
  expect(field('Subject')).toHaveValue(COMPLETE.subject);
  expect(field('Message')).toHaveValue(COMPLETE.message);
}

afterEach(() => jest.restoreAllMocks());

describe('ContactUs', () => {
  it('shows its h1, department cards with e-mail links and links to /about and /data-access', () => {
    renderWithProviders(<ContactUs />, { route: '/contact-us' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();

    const departments = screen.getByRole('region', { name: 'Reach the right team' });
    for (const name of ['General enquiries', 'Reporting support', 'Media', 'Partnerships and giving', 'Data requests']) {
      expect(within(departments).getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    expect(within(departments).getByRole('link', { name: 'media@uwazihub.example' })).toHaveAttribute('href', 'mailto:media@uwazihub.example');
    expect(within(departments).getByRole('link', { name: 'info@uwazihub.example' })).toHaveAttribute('href', 'mailto:info@uwazihub.example');

    expect(screen.getByRole('link', { name: 'Our story' })).toHaveAttribute('href', '/about');
    expect(screen.getByRole('link', { name: 'Data access and open data' })).toHaveAttribute('href', '/data-access');
    expect(screen.getByRole('link', { name: 'Report corruption safely' })).toHaveAttribute('href', '/whistleblower');
  });

  it('switches between the Kenya and Ohio offices with their hours', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactUs />, { route: '/contact-us' });
    const kenyaTab = screen.getByRole('tab', { name: 'Kenya office' });
    const ohioTab = screen.getByRole('tab', { name: 'Ohio office' });
    expect(kenyaTab).toHaveAttribute('aria-selected', 'true');

    let panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText(/Ngong Road, Kilimani/)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: '+254 700 000 000' })).toHaveAttribute('href', 'tel:+254700000000');
    expect(within(panel).getByRole('link', { name: 'kenya@uwazihub.example' })).toHaveAttribute('href', 'mailto:kenya@uwazihub.example');
    expect(within(panel).getByText('Mon-Fri').nextElementSibling).toHaveTextContent('8:00 AM-6:00 PM');
    expect(within(panel).getByText('Sat').nextElementSibling).toHaveTextContent('9:00 AM-2:00 PM');
    expect(within(panel).getByText('Sun').nextElementSibling).toHaveTextContent('Closed');

    await user.click(ohioTab);
    expect(ohioTab).toHaveAttribute('aria-selected', 'true');
    panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText(/High Street/)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'ohio@uwazihub.example' })).toBeInTheDocument();
    expect(within(panel).getByText('Mon-Fri').nextElementSibling).toHaveTextContent('9:00 AM-5:30 PM');
    expect(within(panel).getByText('Sat-Sun').nextElementSibling).toHaveTextContent('Closed');
    expect(within(panel).queryByText(/Ngong Road/)).not.toBeInTheDocument();

    await user.keyboard('{ArrowLeft}');
    expect(kenyaTab).toHaveAttribute('aria-selected', 'true');
  });

  it('shows each required-field error on submit, ties it to its field and focuses the first', async () => {
    const user = userEvent.setup();
    const post = jest.spyOn(api, 'post');
    renderWithProviders(<ContactUs />, { route: '/contact-us' });

    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Message is required.')).toBeInTheDocument();
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Name')).toHaveAccessibleDescription('Name is required.');
    expect(field('Message')).toHaveAccessibleDescription('Message is required.');
    expect(field('Subject')).not.toHaveAttribute('aria-invalid');
    expect(field('Name')).toHaveFocus();
    expect(post).not.toHaveBeenCalled();

    await user.type(field('Name'), 'Achieng');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    expect(screen.queryByText('Name is required.')).not.toBeInTheDocument();
    expect(field('Email')).toHaveFocus();
  });

  it("rejects an address that is not an e-mail with 'Invalid email address.'", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactUs />, { route: '/contact-us' });
    await fillIn(user, { name: 'Achieng', email: 'achieng.example.com', message: 'Hello' });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Invalid email address.')).toBeInTheDocument();
    expect(field('Email')).toHaveAccessibleDescription('Invalid email address.');
    expect(field('Email')).toHaveFocus();
  });

  it("sends the message, says 'Form submitted successfully!' and empties the form", async () => {
    const user = userEvent.setup();
    const post = jest.spyOn(api, 'post').mockResolvedValue(answer({ status: 'success', message: 'Form submitted successfully!' }, 201));
    renderWithProviders(<ContactUs />, { route: '/contact-us' });
    await fillIn(user, { ...COMPLETE, name: '  Achieng Otieno ' });
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Form submitted successfully!');
    expect(post).toHaveBeenCalledWith('/api/contact/', {
      name: 'Achieng Otieno',
      email: 'achieng@example.com',
      department: 'data',
      subject: 'Ward data',
      message: 'Where can I get ward budgets?',
    });
    expect(field('Name')).toHaveValue('');
    expect(field('Email')).toHaveValue('');
    expect(field('Department')).toHaveValue('');
    expect(field('Subject')).toHaveValue('');
    expect(field('Message')).toHaveValue('');
  });

  it('has a honeypot field that people and assistive technology never meet, sent only when something filled it', async () => {
    const user = userEvent.setup();
    const post = jest.spyOn(api, 'post').mockResolvedValue(answer({ status: 'success', message: 'Form submitted successfully!' }, 201));
    const { container } = renderWithProviders(<ContactUs />, { route: '/contact-us' });
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap).not.toBeNull();
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: /leave this field empty/i })).not.toBeInTheDocument();
    // Tabbing through the form never lands on it.
    await user.click(field('Message'));
    await user.tab();
    expect(trap).not.toHaveFocus();

    // A script fills every input it finds; the form sends what it filled, and the server drops the message.
    await fillIn(user, { name: 'Bot', email: 'bot@example.com', message: 'Buy now' });
    await user.type(trap, 'https://spam.example');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Form submitted successfully!')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/api/contact/', { name: 'Bot', email: 'bot@example.com', message: 'Buy now', website: 'https://spam.example' });
    expect(trap).toHaveValue('');
  });

  it('leaves out optional fields left blank', async () => {
    const user = userEvent.setup();
    const post = jest.spyOn(api, 'post').mockResolvedValue(answer({ status: 'success', message: 'Form submitted successfully!' }, 201));
    renderWithProviders(<ContactUs />, { route: '/contact-us' });
    await fillIn(user, { name: 'Achieng', email: 'achieng@example.com', message: 'Hello' });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Form submitted successfully!')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/api/contact/', { name: 'Achieng', email: 'achieng@example.com', message: 'Hello' });
  });

  it('shows an error the API gives for a field on that field and keeps what was typed', async () => {
    const user = userEvent.setup();
    jest
      .spyOn(api, 'post')
      .mockRejectedValue(new ApiError('This address cannot receive e-mail.', 400, 'email', { status: 'error', message: 'This address cannot receive e-mail.', field: 'email' }));
    renderWithProviders(<ContactUs />, { route: '/contact-us' });
    await fillIn(user, COMPLETE);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('This address cannot receive e-mail.')).toBeInTheDocument();
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Email')).toHaveAccessibleDescription('This address cannot receive e-mail.');
    expect(field('Email')).toHaveFocus();
    expect(screen.queryByText('Form submitted successfully!')).not.toBeInTheDocument();
    expectValuesKept();
  });

  it('shows the server message when it names no field, and keeps what was typed', async () => {
    const user = userEvent.setup();
    jest.spyOn(api, 'post').mockRejectedValue(new ApiError('Too many messages; please wait a minute.', 429, null, null));
    renderWithProviders(<ContactUs />, { route: '/contact-us' });
    await fillIn(user, COMPLETE);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many messages; please wait a minute.');
    expectValuesKept();
  });

  it('keeps everything typed when the network fails, and can send again', async () => {
    const user = userEvent.setup();
    const post = jest
      .spyOn(api, 'post')
      .mockRejectedValueOnce(new Error('Network Error'))
      .mockResolvedValueOnce(answer({ status: 'success', message: 'Form submitted successfully!' }, 201));
    renderWithProviders(<ContactUs />, { route: '/contact-us' });
    await fillIn(user, COMPLETE);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not send your message. Check your connection and try again; what you typed is still here.');
    expectValuesKept();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Form submitted successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(2);
  });
});
