import { act, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { api, ApiError, forgetSignedInUser, rememberSignedInUser } from '@civic/shared';
import { answer, mockGet, renderWithProviders } from '@civic/shared/testing';
import Complaints from './Complaints';
import { startUpload } from '../../uploads/tusUpload';
import { fakeUploads } from '../../uploads/fakeUploads';

// Documents go ahead of the complaint by tus; here each arrives as soon as it is started.
// The report form's code is fetched when asked for: while this is set, fetching it fails, as on a dropped connection.
let mockReportFormFetchFails = false;
jest.mock('../../components/ReportCorruptionModal', () => {
  if (mockReportFormFetchFails) throw new Error('Loading chunk failed');
  return jest.requireActual('../../components/ReportCorruptionModal');
});
jest.mock('../../uploads/tusUpload', () => ({ ...jest.requireActual('../../uploads/tusUpload'), startUpload: jest.fn() }));
beforeEach(() => {
  (startUpload as jest.MockedFunction<typeof startUpload>).mockImplementation(fakeUploads().start);
});

// The form asks the API for nothing until it is sent: any GET fails the test.
function renderComplaints() {
  mockGet({});
  return renderWithProviders(<Complaints />, { route: '/complaints' });
}

const next = () => screen.getByRole('button', { name: 'Next' });

async function fillStep1(user: UserEvent) {
  await user.selectOptions(screen.getByRole('combobox', { name: /Category/ }), 'fraud');
  await user.selectOptions(await screen.findByRole('combobox', { name: /County/ }), '047');
  await user.type(screen.getByRole('textbox', { name: /Institution/ }), 'Ministry of Lands');
}

async function fillStep2(user: UserEvent) {
  await user.type(screen.getByRole('textbox', { name: /Complaint details/ }), 'My title deed was issued to someone else.');
  await user.type(screen.getByLabelText(/Date of incident/), '2026-10-01');
}

async function fillStep3(user: UserEvent) {
  await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Otieno Ouma');
  await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'otieno@example.ke');
  await user.type(screen.getByRole('textbox', { name: /^Phone/ }), '+254 700 000 000');
  await user.click(screen.getByRole('radio', { name: 'Phone' }));
  await user.click(screen.getByRole('checkbox', { name: /I declare/ }));
}

function created() {
  return answer(
    {
      status: 'success',
      message: 'Your complaint has been received. We will contact you within 48 hours.',
      data: { reference: 'UH-2026-ABCD-EF23', submittedAt: '2026-11-22T10:00:00Z' },
    },
    201,
  );
}

afterEach(() => {
  jest.restoreAllMocks();
  act(() => forgetSignedInUser());
});

const CITIZEN = { id: 'u1', email: 'wanjiru@example.ke', username: 'wanjiru', fullName: 'Wanjiru Kamau' };

async function toContactStep(user: UserEvent) {
  await fillStep1(user);
  await user.click(next());
  await fillStep2(user);
  await user.click(next());
}

describe('/complaints', () => {
  it('has one h1 and starts at step 1 with the four categories and the 47 counties, without asking the API', async () => {
    const get = mockGet({});
    renderWithProviders(<Complaints />, { route: '/complaints' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Step 1 of 3: Basic Info' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Category/ })).toHaveTextContent('CorruptionMisconductFraudHarassment'.replace(/^/, 'Choose a category'));
    const counties = within(await screen.findByRole('combobox', { name: /County/ })).getAllByRole('option');
    expect(counties).toHaveLength(48);
    expect(counties[0]).toHaveTextContent('Choose a county');
    expect(screen.getByRole('option', { name: 'Nairobi' })).toHaveValue('047');
    expect(screen.getByRole('option', { name: 'Mombasa' })).toHaveValue('001');
    expect(get).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();
  });

  it('rendered ahead by the build, shows the page and the form’s steps, with no field to type into before the scripts run', () => {
    const get = mockGet({});
    renderWithProviders(<Complaints firstPaint />, { route: '/complaints' });
    expect(screen.getByRole('heading', { level: 1, name: 'File a Complaint' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track your complaint' })).toHaveAttribute('href', '/complaints/track');
    expect(
      within(screen.getByRole('list', { name: 'Progress' }))
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual(['1. Basic Info', '2. Complaint Details', '3. Contact Info']);
    expect(screen.getByRole('heading', { level: 2, name: 'Step 1 of 3: Basic Info' })).toBeInTheDocument();
    expect(screen.getByText('Loading the form…')).toBeInTheDocument();
    expect(screen.queryAllByRole('textbox')).toEqual([]);
    expect(screen.queryAllByRole('combobox')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });

  it('blocks Next on step 1 with the errors, focusing the first', async () => {
    const user = userEvent.setup();
    renderComplaints();
    await screen.findByRole('combobox', { name: /County/ });
    await user.click(next());
    expect(await screen.findByText('Please choose a category')).toBeInTheDocument();
    expect(screen.getByText('Please choose a county')).toBeInTheDocument();
    expect(screen.getByText('Please name the institution')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Category/ })).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Step 1 of 3: Basic Info' })).toBeInTheDocument();
  });

  it('blocks Next on step 2 until details and a past date are given; Previous keeps step 1', async () => {
    const user = userEvent.setup();
    renderComplaints();
    await fillStep1(user);
    await user.click(next());
    expect(await screen.findByRole('heading', { name: 'Step 2 of 3: Complaint Details' })).toHaveFocus();
    await user.click(next());
    expect(await screen.findByText('Please describe your complaint')).toBeInTheDocument();
    expect(screen.getByText('Please give the date of the incident')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Complaint details/ }), 'Details');
    await user.type(screen.getByLabelText(/Date of incident/), '2099-01-01');
    await user.click(next());
    expect(await screen.findByText('The date cannot be in the future')).toBeInTheDocument();
    expect(screen.getByLabelText(/Date of incident/)).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('textbox', { name: /Institution/ })).toHaveValue('Ministry of Lands');
  });

  it('refuses a document of the wrong type by name on step 2', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderComplaints();
    await fillStep1(user);
    await user.click(next());
    await user.upload(await screen.findByLabelText('Supporting documents'), [
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
      new File(['%PDF'], 'deed.pdf', { type: 'application/pdf' }),
    ]);
    expect(screen.getByRole('alert')).toHaveTextContent('"notes.txt" is not an accepted file type (images, video, PDF, Word or Excel).');
    expect(screen.getByText('deed.pdf (4 B)')).toBeInTheDocument();
  });

  it('requires the contact details and the declaration on step 3', async () => {
    const user = userEvent.setup();
    const post = jest.spyOn(api, 'post');
    renderComplaints();
    await fillStep1(user);
    await user.click(next());
    await fillStep2(user);
    await user.click(next());
    await user.click(await screen.findByRole('button', { name: 'Submit Complaint' }));
    expect(await screen.findByText('Please enter your full name')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter your phone number')).toBeInTheDocument();
    expect(screen.getByText('Please confirm the declaration')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('submits as multipart and shows the real reference; Submit Another Complaint empties the form', async () => {
    const user = userEvent.setup();
    const post = jest.spyOn(api, 'post').mockResolvedValue(created());
    renderComplaints();
    await fillStep1(user);
    await user.click(next());
    await fillStep2(user);
    await user.upload(screen.getByLabelText('Supporting documents'), new File(['%PDF'], 'deed.pdf', { type: 'application/pdf' }));
    await user.click(next());
    await fillStep3(user);
    await user.click(screen.getByRole('button', { name: 'Submit Complaint' }));

    expect(await screen.findByTestId('complaint-reference')).toHaveTextContent('UH-2026-ABCD-EF23');
    expect(screen.getByText('Your complaint has been received. We will contact you within 48 hours.')).toBeInTheDocument();
    expect(screen.getByText(/We have also sent it to otieno@example\.ke\./)).toBeInTheDocument();
    const successView = within(screen.getByTestId('complaint-reference').parentElement!);
    expect(successView.getByRole('link', { name: 'Track your complaint' })).toHaveAttribute('href', '/complaints/track');
    const [url, form, config] = post.mock.calls[0]!;
    expect(url).toBe('/api/complaints/');
    expect(config).toEqual({ headers: { 'Content-Type': 'multipart/form-data', 'Idempotency-Key': expect.any(String) } });
    const sent = form as FormData;
    expect(Object.fromEntries([...sent.entries()].filter(([name]) => name !== 'uploads'))).toEqual({
      category: 'fraud',
      county: '047',
      institution: 'Ministry of Lands',
      details: 'My title deed was issued to someone else.',
      incidentDate: '2026-10-01',
      fullName: 'Otieno Ouma',
      email: 'otieno@example.ke',
      phone: '+254 700 000 000',
      preferredContact: 'phone',
      declaration: 'true',
    });
    // The document went ahead by its own upload, and the complaint names it.
    expect(JSON.parse(String(sent.get('uploads')))).toEqual([{ id: 'upload-deed.pdf', secret: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), name: 'deed.pdf' }]);

    await user.click(screen.getByRole('button', { name: 'Submit Another Complaint' }));
    expect(screen.getByRole('heading', { name: 'Step 1 of 3: Basic Info' })).toHaveFocus();
    expect(screen.getByRole('combobox', { name: /Category/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /Institution/ })).toHaveValue('');
    await fillStep1(user);
    await user.click(next());
    expect(screen.getByRole('textbox', { name: /Complaint details/ })).toHaveValue('');
    expect(screen.queryByText('deed.pdf (4 B)')).not.toBeInTheDocument();
  });

  it('takes a field the server refused back to its step', async () => {
    const user = userEvent.setup();
    jest.spyOn(api, 'post').mockRejectedValue(new ApiError('Please name the institution', 400, 'institution', null));
    renderComplaints();
    await fillStep1(user);
    await user.click(next());
    await fillStep2(user);
    await user.click(next());
    await fillStep3(user);
    await user.click(screen.getByRole('button', { name: 'Submit Complaint' }));
    expect(await screen.findByRole('heading', { name: 'Step 1 of 3: Basic Info' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Institution/ })).toHaveAccessibleDescription(expect.stringContaining('Please name the institution'));
  });

  it('shows a server message that names no field, and keeps the draft', async () => {
    const user = userEvent.setup();
    jest.spyOn(api, 'post').mockRejectedValue(new ApiError('Too many complaints from this network. Please try again in an hour.', 429, null, null));
    renderComplaints();
    await fillStep1(user);
    await user.click(next());
    await fillStep2(user);
    await user.click(next());
    await fillStep3(user);
    await user.click(screen.getByRole('button', { name: 'Submit Complaint' }));
    expect(await screen.findByText('Too many complaints from this network. Please try again in an hour.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue('Otieno Ouma');
  });

  it('fills the name and e-mail of a signed-in citizen; they stay editable, and the edits are what is sent', async () => {
    const user = userEvent.setup();
    const post = jest.spyOn(api, 'post').mockResolvedValue(created());
    act(() => rememberSignedInUser(CITIZEN));
    renderComplaints();
    await toContactStep(user);
    const name = screen.getByRole('textbox', { name: /Full name/ });
    const email = screen.getByRole('textbox', { name: /E-mail/ });
    expect(name).toHaveValue('Wanjiru Kamau');
    expect(email).toHaveValue('wanjiru@example.ke');
    await user.clear(email);
    await user.type(email, 'w.kamau@work.example.ke');
    // The draft is kept across steps: going back and forth does not bring the account's address back.
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(next());
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveValue('w.kamau@work.example.ke');
    await user.type(screen.getByRole('textbox', { name: /^Phone/ }), '+254 722 000 000');
    await user.click(screen.getByRole('checkbox', { name: /I declare/ }));
    await user.click(screen.getByRole('button', { name: 'Submit Complaint' }));
    await screen.findByTestId('complaint-reference');
    const sent = post.mock.calls[0]![1] as FormData;
    expect([sent.get('fullName'), sent.get('email')]).toEqual(['Wanjiru Kamau', 'w.kamau@work.example.ke']);
  });

  it('fills the contact fields when the session check ends after the form appeared, without replacing what was typed', async () => {
    const user = userEvent.setup();
    renderComplaints();
    await toContactStep(user);
    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'W. Kamau');
    act(() => rememberSignedInUser(CITIZEN));
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue('W. Kamau');
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveValue('wanjiru@example.ke');
  });

  it('leaves the contact fields empty for a visitor who is not signed in', async () => {
    const user = userEvent.setup();
    act(() => forgetSignedInUser());
    renderComplaints();
    await toContactStep(user);
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveValue('');
  });

  // First of the tests that open the report form: once fetched, its code stays loaded for the rest of the file.
  it('offline, says the report form cannot be opened and keeps the complaint as typed; the next try opens it', async () => {
    const user = userEvent.setup();
    renderComplaints();
    const institution = await screen.findByRole('textbox', { name: /Institution/ });
    await user.type(institution, 'Kakamega Lands Office');
    const button = screen.getByRole('button', { name: 'Report corruption instead' });
    mockReportFormFetchFails = true;
    await user.click(button);
    expect(await screen.findByText('We could not open the report form. Check your connection and try again.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Institution/ })).toHaveValue('Kakamega Lands Office');
    expect(button).toBeEnabled();

    mockReportFormFetchFails = false;
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Report Corruption in Kenya' })).toBeInTheDocument();
  });

  it('links to tracking a complaint and, for corruption, opens the report form; its headings go h1 → h2', async () => {
    const user = userEvent.setup();
    renderComplaints();
    expect(screen.getByRole('link', { name: 'Track your complaint' })).toHaveAttribute('href', '/complaints/track');
    const aside = screen.getByRole('complementary', { name: 'Reporting corruption?' });
    expect(aside).toHaveTextContent('A complaint is for poor service from a public office');
    expect(screen.getAllByRole('heading').map((heading) => heading.tagName)).toEqual(['H1', 'H2', 'H2']);
    await user.click(screen.getByRole('button', { name: 'Report corruption instead' }));
    expect(await screen.findByRole('dialog', { name: 'Report Corruption in Kenya' })).toBeInTheDocument();
  });
});
