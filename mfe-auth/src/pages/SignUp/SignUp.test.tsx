import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { api, ApiError, bus, toast } from '@civic/shared';
import { answer, mockGet, renderWithProviders } from '@civic/shared/testing';
import { browser } from '../../browser';
import SignUp from './SignUp';

const textbox = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const byLabel = (name: string) => screen.getByLabelText(new RegExp(`^${name}`));
const button = (name: string) => screen.getByRole('button', { name });
const stepHeading = () => screen.getByRole('heading', { level: 2, name: /^Step \d of 4/ });
const savedDraft = () => JSON.parse(localStorage.getItem('signupUserData') ?? 'null') as Record<string, unknown> | null;

async function fillBasicInformation(user: UserEvent) {
  await user.type(textbox('Full name'), ' Amina Wanjiru ');
  await user.type(textbox('Email address'), 'amina@example.ke');
  await user.type(byLabel('Password'), 'correct horse battery');
  await user.type(byLabel('Confirm password'), 'correct horse battery');
}

async function fillProfileDetails(user: UserEvent) {
  await user.type(byLabel('Date of birth'), '1990-05-17');
  await user.selectOptions(screen.getByRole('combobox', { name: /^Gender/ }), 'Prefer not to say');
  await user.type(textbox('Country'), 'Kenya');
}

/** Fills every step and stops on step 4, terms not yet accepted. */
async function reachTerms(user: UserEvent) {
  await fillBasicInformation(user);
  await user.click(button('Continue'));
  await fillProfileDetails(user);
  await user.click(button('Continue'));
  await user.type(textbox('Industry'), 'Media');
  await user.type(textbox('Organisation'), 'Sauti FM');
  await user.type(textbox('Role'), 'Reporter');
  await user.click(button('Continue'));
  expect(stepHeading()).toHaveTextContent('Step 4 of 4: Terms and Consent');
}

function renderSignUp() {
  mockGet({ '/api/auth/providers/': { google: { enabled: true } } });
  return renderWithProviders(<SignUp />, { route: '/auth/signup' });
}

beforeEach(() => bus.emit({ type: 'session', user: null }));
afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

describe('Sign-up wizard', () => {
  it('has one h1, a four-segment progress bar on step 1, a sign-in link and the Google button', () => {
    renderSignUp();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    const progress = screen.getByRole('list', { name: 'Sign-up progress' });
    const segments = within(progress).getAllByRole('listitem');
    expect(segments.map((segment) => segment.textContent)).toEqual(['Basic Information', 'Profile Details', 'Professional Information', 'Terms and Consent']);
    expect(segments[0]).toHaveAttribute('aria-current', 'step');
    expect(segments[1]).not.toHaveAttribute('aria-current');
    expect(stepHeading()).toHaveTextContent('Step 1 of 4: Basic Information');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/signin');
    expect(button('Sign up with Google')).toBeInTheDocument();
    expect(textbox('Full name')).toHaveAttribute('autocomplete', 'name');
    expect(textbox('Email address')).toHaveAttribute('autocomplete', 'email');
    expect(byLabel('Password')).toHaveAttribute('autocomplete', 'new-password');
  });

  it('blocks Continue on step 1 with every text and focuses the first field at fault', async () => {
    const user = userEvent.setup();
    renderSignUp();
    await user.click(button('Continue'));
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(textbox('Full name')).toHaveFocus();
    expect(textbox('Full name')).toHaveAccessibleDescription('Full name is required');
    expect(stepHeading()).toHaveTextContent('Step 1 of 4');
  });

  it('rejects a short password, a mismatched confirmation and an address without @', async () => {
    const user = userEvent.setup();
    renderSignUp();
    await user.type(textbox('Full name'), 'Amina');
    await user.type(textbox('Email address'), 'amina.example.ke');
    await user.type(byLabel('Password'), 'seven77');
    await user.type(byLabel('Confirm password'), 'seven78');
    await user.click(button('Continue'));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(byLabel('Password')).toHaveAccessibleDescription(/Password must be at least 8 characters/);
    expect(byLabel('Confirm password')).toHaveAccessibleDescription('Passwords do not match');
    expect(textbox('Email address')).toHaveFocus();
    expect(stepHeading()).toHaveTextContent('Step 1 of 4');
  });

  it('clears the error of a field as soon as it is edited, and only that one', async () => {
    const user = userEvent.setup();
    renderSignUp();
    await user.click(button('Continue'));
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    await user.type(textbox('Full name'), 'A');
    expect(screen.queryByText('Full name is required')).not.toBeInTheDocument();
    expect(textbox('Full name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('continues to step 2, moves focus to the step heading and blocks Continue there with its texts', async () => {
    const user = userEvent.setup();
    renderSignUp();
    await fillBasicInformation(user);
    await user.click(button('Continue'));
    expect(stepHeading()).toHaveTextContent('Step 2 of 4: Profile Details');
    await waitFor(() => expect(stepHeading()).toHaveFocus());
    expect(within(screen.getByRole('list', { name: 'Sign-up progress' })).getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'step');

    const gender = screen.getByRole('combobox', { name: /^Gender/ });
    expect(
      within(gender)
        .getAllByRole('option')
        .map((option) => [option.getAttribute('value'), option.textContent]),
    ).toEqual([
      ['', 'Choose…'],
      ['male', 'Male'],
      ['female', 'Female'],
      ['other', 'Other'],
      ['prefer-not-to-say', 'Prefer not to say'],
    ]);
    expect(textbox('Country')).toHaveValue('');
    expect(byLabel('Date of birth')).toHaveAttribute('type', 'date');
    expect(byLabel('Date of birth')).toHaveAttribute('autocomplete', 'bday');

    await user.click(button('Continue'));
    expect(await screen.findByText('Date of birth is required')).toBeInTheDocument();
    expect(screen.getByText('Please select a gender')).toBeInTheDocument();
    expect(screen.getByText('Country is required')).toBeInTheDocument();
    expect(byLabel('Date of birth')).toHaveFocus();
    expect(stepHeading()).toHaveTextContent('Step 2 of 4');

    await fillProfileDetails(user);
    expect(screen.queryByText('Country is required')).not.toBeInTheDocument();
    await user.click(button('Continue'));
    expect(stepHeading()).toHaveTextContent('Step 3 of 4: Professional Information');
  });

  it('lets step 3 go on with nothing filled in', async () => {
    const user = userEvent.setup();
    renderSignUp();
    await fillBasicInformation(user);
    await user.click(button('Continue'));
    await fillProfileDetails(user);
    await user.click(button('Continue'));
    await user.click(button('Continue'));
    expect(stepHeading()).toHaveTextContent('Step 4 of 4: Terms and Consent');
  });

  it('goes Back without checking and keeps every value', async () => {
    const user = userEvent.setup();
    renderSignUp();
    await fillBasicInformation(user);
    await user.click(button('Continue'));
    await user.type(textbox('Country'), 'Kenya');
    await user.click(button('Back'));
    expect(stepHeading()).toHaveTextContent('Step 1 of 4: Basic Information');
    expect(screen.queryByText(/is required/)).not.toBeInTheDocument();
    expect(textbox('Full name')).toHaveValue(' Amina Wanjiru ');
    expect(byLabel('Password')).toHaveValue('correct horse battery');
    await user.click(button('Continue'));
    expect(textbox('Country')).toHaveValue('Kenya');
  });

  it('saves the draft on every change without the passwords and with terms reset', async () => {
    const user = userEvent.setup();
    renderSignUp();
    expect(savedDraft()).toBeNull();
    await user.type(textbox('Full name'), 'Amina');
    expect(savedDraft()).toMatchObject({ fullName: 'Amina', termsAccepted: false });
    await reachTermsAfterName(user);
    await user.click(screen.getByRole('checkbox', { name: /I have read and accept/ }));
    await user.click(screen.getByRole('checkbox', { name: /occasional updates/ }));
    const draft = savedDraft()!;
    expect(draft).not.toHaveProperty('password');
    expect(draft).not.toHaveProperty('confirmPassword');
    expect(draft).toEqual({
      fullName: 'Amina Wanjiru',
      email: 'amina@example.ke',
      dateOfBirth: '1990-05-17',
      gender: 'prefer-not-to-say',
      country: 'Kenya',
      industry: '',
      organization: '',
      role: '',
      termsAccepted: false,
      marketingUpdates: true,
    });
    expect(localStorage.getItem('signupUserData')).not.toContain('correct horse battery');
  });

  it('restores a saved draft on return, with passwords empty and terms unticked', async () => {
    const user = userEvent.setup();
    localStorage.setItem(
      'signupUserData',
      JSON.stringify({
        fullName: 'Amina Wanjiru',
        email: 'amina@example.ke',
        password: 'leaked?',
        dateOfBirth: '1990-05-17',
        gender: 'female',
        country: 'Kenya',
        organization: 'Sauti FM',
        termsAccepted: true,
        marketingUpdates: true,
      }),
    );
    renderSignUp();
    expect(textbox('Full name')).toHaveValue('Amina Wanjiru');
    expect(textbox('Email address')).toHaveValue('amina@example.ke');
    expect(byLabel('Password')).toHaveValue('');
    await user.type(byLabel('Password'), 'correct horse battery');
    await user.type(byLabel('Confirm password'), 'correct horse battery');
    await user.click(button('Continue'));
    expect(byLabel('Date of birth')).toHaveValue('1990-05-17');
    expect(screen.getByRole('combobox', { name: /^Gender/ })).toHaveValue('female');
    expect(textbox('Country')).toHaveValue('Kenya');
    await user.click(button('Continue'));
    expect(textbox('Organisation')).toHaveValue('Sauti FM');
    await user.click(button('Continue'));
    expect(screen.getByRole('checkbox', { name: /I have read and accept/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /occasional updates/ })).toBeChecked();
  });

  it('says when the saved draft cannot be read, and discards it', () => {
    localStorage.setItem('signupUserData', '{"fullName": "Amina"');
    renderSignUp();
    expect(screen.getByRole('alert')).toHaveTextContent('An Error ocurred while processing saved signup data');
    expect(localStorage.getItem('signupUserData')).toBeNull();
    expect(textbox('Full name')).toHaveValue('');
  });

  it('keeps Complete Registration disabled until the terms are accepted, with links to both policies', async () => {
    const user = userEvent.setup();
    const post = jest.spyOn(api, 'post');
    renderSignUp();
    await reachTerms(user);
    const complete = button('Complete Registration');
    expect(complete).toBeDisabled();
    expect(complete).toHaveAccessibleDescription('Accept the terms to complete your registration.');
    const terms = screen.getByRole('checkbox', { name: /I have read and accept/ });
    const termsLabel = document.querySelector(`label[for="${terms.id}"]`) as HTMLElement;
    expect(within(termsLabel).getByRole('link', { name: /Terms of Service/ })).toHaveAttribute('href', '/terms-of-service');
    expect(within(termsLabel).getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByRole('checkbox', { name: /occasional updates/ })).not.toBeChecked();

    await user.click(terms);
    expect(complete).toBeEnabled();
    await user.click(terms);
    expect(complete).toBeDisabled();
    expect(post).not.toHaveBeenCalled();
  });

  it('registers: sends the payload without the confirmation, toasts, clears the draft and says to check the inbox', async () => {
    const user = userEvent.setup();
    const success = jest.spyOn(toast, 'success');
    const post = jest.spyOn(api, 'post').mockResolvedValue(answer({ status: 'success', message: 'Account created', status_code: 201 }, 201));
    renderSignUp();
    await reachTerms(user);
    await user.click(screen.getByRole('checkbox', { name: /I have read and accept/ }));
    expect(savedDraft()).not.toBeNull();
    await user.click(button('Complete Registration'));

    expect(await screen.findByRole('heading', { level: 2, name: 'Check your inbox' })).toHaveFocus();
    expect(post).toHaveBeenCalledWith('/api/auth/signup/', {
      fullName: 'Amina Wanjiru',
      email: 'amina@example.ke',
      password: 'correct horse battery',
      dateOfBirth: '1990-05-17',
      gender: 'prefer-not-to-say',
      country: 'Kenya',
      industry: 'Media',
      organization: 'Sauti FM',
      role: 'Reporter',
      termsAccepted: true,
      marketingUpdates: false,
    });
    expect(success).toHaveBeenCalledWith('registered successfully!');
    expect(localStorage.getItem('signupUserData')).toBeNull();
    expect(screen.getByText(/We have sent a message to amina@example.ke/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send the verification link again' })).toHaveAttribute('href', '/auth/verify-email?email=amina%40example.ke');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/signin');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it("says 'Sign up failed' when the network fails, and loses nothing typed", async () => {
    const user = userEvent.setup();
    const post = jest.spyOn(api, 'post').mockRejectedValue(new Error('Network Error'));
    renderSignUp();
    await reachTerms(user);
    await user.click(screen.getByRole('checkbox', { name: /I have read and accept/ }));
    await user.click(button('Complete Registration'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign up failed');
    expect(post).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('checkbox', { name: /I have read and accept/ })).toBeChecked();
    expect(button('Complete Registration')).toBeEnabled();
    await user.click(button('Back'));
    expect(textbox('Organisation')).toHaveValue('Sauti FM');
    await user.click(button('Back'));
    await user.click(button('Back'));
    expect(textbox('Full name')).toHaveValue(' Amina Wanjiru ');
    expect(byLabel('Password')).toHaveValue('correct horse battery');
  });

  it('shows the server message when it names no field', async () => {
    const user = userEvent.setup();
    jest.spyOn(api, 'post').mockRejectedValue(new ApiError('Too many sign-ups from this network. Please try again later.', 429, null, null));
    renderSignUp();
    await reachTerms(user);
    await user.click(screen.getByRole('checkbox', { name: /I have read and accept/ }));
    await user.click(button('Complete Registration'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many sign-ups from this network. Please try again later.');
    expect(stepHeading()).toHaveTextContent('Step 4 of 4');
  });

  it('shows a failure carried inside a 200 envelope', async () => {
    const user = userEvent.setup();
    jest.spyOn(api, 'post').mockResolvedValue(answer({ status: 'error', message: '', status_code: 500 }));
    renderSignUp();
    await reachTerms(user);
    await user.click(screen.getByRole('checkbox', { name: /I have read and accept/ }));
    await user.click(button('Complete Registration'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign up failed');
  });

  it('sends a field error from the server back to that field on its step', async () => {
    const user = userEvent.setup();
    jest.spyOn(api, 'post').mockRejectedValue(new ApiError('Use an address that can receive e-mail.', 400, 'email', { status: 'error', field: 'email' }));
    renderSignUp();
    await reachTerms(user);
    await user.click(screen.getByRole('checkbox', { name: /I have read and accept/ }));
    await user.click(button('Complete Registration'));

    expect(await screen.findByText('Use an address that can receive e-mail.')).toBeInTheDocument();
    expect(stepHeading()).toHaveTextContent('Step 1 of 4: Basic Information');
    expect(textbox('Email address')).toHaveAccessibleDescription('Use an address that can receive e-mail.');
    expect(textbox('Email address')).toHaveFocus();
    expect(textbox('Email address')).toHaveValue('amina@example.ke');
    expect(byLabel('Password')).toHaveValue('correct horse battery');
  });

  it('sends a country error back to step 2', async () => {
    const user = userEvent.setup();
    jest.spyOn(api, 'post').mockRejectedValue(new ApiError('This is too long (at most 80 characters).', 400, 'country', null));
    renderSignUp();
    await reachTerms(user);
    await user.click(screen.getByRole('checkbox', { name: /I have read and accept/ }));
    await user.click(button('Complete Registration'));
    expect(await screen.findByText('This is too long (at most 80 characters).')).toBeInTheDocument();
    expect(stepHeading()).toHaveTextContent('Step 2 of 4: Profile Details');
    expect(textbox('Country')).toHaveFocus();
  });

  it('clears the draft before leaving for Google sign-up', async () => {
    const user = userEvent.setup();
    const goTo = jest.spyOn(browser, 'goTo').mockImplementation(() => undefined);
    renderSignUp();
    await user.type(textbox('Full name'), 'Amina');
    expect(savedDraft()).not.toBeNull();
    await user.click(button('Sign up with Google'));
    expect(goTo).toHaveBeenCalledWith('/api/auth/google/start/?next=/dashboard');
    expect(localStorage.getItem('signupUserData')).toBeNull();
  });

  it('offers the dashboard instead of the wizard when already signed in', () => {
    bus.emit({ type: 'session', user: { id: 'u-1', email: 'amina@example.ke', username: 'amina', fullName: 'Amina Wanjiru' } });
    renderSignUp();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });
});

/** Like reachTerms, for a wizard whose full name already reads 'Amina'. */
async function reachTermsAfterName(user: UserEvent) {
  await user.type(textbox('Full name'), ' Wanjiru');
  await user.type(textbox('Email address'), 'amina@example.ke');
  await user.type(byLabel('Password'), 'correct horse battery');
  await user.type(byLabel('Confirm password'), 'correct horse battery');
  await user.click(button('Continue'));
  await fillProfileDetails(user);
  await user.click(button('Continue'));
  await user.click(button('Continue'));
}
