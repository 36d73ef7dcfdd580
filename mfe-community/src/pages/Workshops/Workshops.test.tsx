import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, bus, useNavigate } from '@civic/shared';
import { answer, apiFailure, renderWithProviders } from '@civic/shared/testing';
import Workshops from './Workshops';
import { completed, ongoing, upcoming } from './testWorkshops';

function mockWorkshops(lists: Record<string, unknown[]>, detail: unknown = { workshop: upcoming }) {
  return jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    const category = /category=(\w+)/.exec(url)?.[1];
    if (category) return answer({ workshops: lists[category] ?? [] });
    if (url === '/api/workshops/up/') {
      if (detail instanceof Error) throw detail;
      return answer(detail);
    }
    throw new Error(`Unexpected GET ${url}`);
  });
}

/** The browser's Back button, inside the test router. */
function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Browser back
    </button>
  );
}

const njeri = { id: 'u1', email: 'njeri@example.ke', username: 'njeri', fullName: 'Njeri Mwangi', displayName: 'Njeri' };

beforeEach(() => bus.emit({ type: 'session', user: null }));
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('Workshops', () => {
  it('shows each tab with only its own action, reloading on change', async () => {
    const get = mockWorkshops({ upcoming: [upcoming], ongoing: [ongoing], completed: [completed] });
    renderWithProviders(<Workshops />);
    expect(screen.getByRole('heading', { level: 1, name: 'Workshops and Training' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Register Now: Reading Budgets' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Join Waitlist/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Ongoing' }));
    expect(await screen.findByRole('button', { name: 'Join Waitlist: Audit Fellowship' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Register Now/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Completed' }));
    expect(await screen.findByRole('link', { name: 'View Resources: Devolution' })).toHaveAttribute('href', '/resources/workshop/done');
    expect(get).toHaveBeenCalledWith('/api/workshops/?category=completed', expect.anything());
  });

  it('keeps the selected tab in the address, so a reload or a shared link shows it and Back returns to the last tab', async () => {
    mockWorkshops({ upcoming: [upcoming], ongoing: [ongoing], completed: [completed] });
    renderWithProviders(
      <>
        <Workshops />
        <BackButton />
      </>,
      { route: '/workshops?tab=completed' },
    );
    expect(screen.getByRole('tab', { name: 'Completed' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('link', { name: 'View Resources: Devolution' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Ongoing' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/workshops\?tab=ongoing$/);
    expect(await screen.findByRole('button', { name: 'Join Waitlist: Audit Fellowship' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/workshops\?tab=completed$/);
    expect(screen.getByRole('tab', { name: 'Completed' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('link', { name: 'View Resources: Devolution' })).toBeInTheDocument();
  });

  it('shows the first tab for an unknown tab in the address', async () => {
    mockWorkshops({ upcoming: [upcoming] });
    renderWithProviders(<Workshops />, { route: '/workshops?tab=someday' });
    expect(screen.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('button', { name: 'Register Now: Reading Budgets' })).toBeInTheDocument();
  });

  it('keeps headings in order (h1, h2, then the h3 of each card), and counts seats with the right noun', async () => {
    mockWorkshops({ upcoming: [upcoming, { ...upcoming, id: 'one', title: 'One seat', capacity: 1, available_spots: 1, registrations_count: 0 }] });
    renderWithProviders(<Workshops />);
    await screen.findByRole('button', { name: 'Register Now: Reading Budgets' });
    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => index > 0 && expect(level - levels[index - 1]!).toBeLessThanOrEqual(1));
    expect(screen.getByRole('heading', { level: 2, name: 'Upcoming workshops' })).toBeInTheDocument();
    expect(screen.getByText('30 of 40 seats left')).toBeInTheDocument();
    expect(screen.getByText('1 of 1 seat left')).toBeInTheDocument();
  });

  it('makes the cards of a row equally tall, with their actions along the bottom', async () => {
    mockWorkshops({ upcoming: [upcoming, { ...upcoming, id: 'long', title: 'Long one', description: 'A much longer description. '.repeat(20) }] });
    renderWithProviders(<Workshops />);
    const button = await screen.findByRole('button', { name: 'Register Now: Reading Budgets' });
    const card = button.closest('article')!;
    expect(getComputedStyle(card).height).toBe('100%');
    expect(getComputedStyle(card).display).toBe('flex');
    expect(getComputedStyle(button.parentElement!).marginTop).toBe('auto');
  });

  it('shows the empty and failure states', async () => {
    const get = jest
      .spyOn(api, 'get')
      .mockRejectedValueOnce(new Error('Network Error'))
      .mockResolvedValue(answer({ workshops: [] }));
    renderWithProviders(<Workshops />);
    expect(await screen.findByText('Failed to load workshops. Please try again later.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No upcoming workshops at the moment.')).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('alerts when the workshop is full or its detail fails, without opening the form', async () => {
    mockWorkshops({ upcoming: [upcoming] }, { workshop: { ...upcoming, is_full: true, available_spots: 0 } });
    renderWithProviders(<Workshops />);
    await userEvent.click(await screen.findByRole('button', { name: 'Register Now: Reading Budgets' }));
    expect(await screen.findByText('This workshop is currently full. Please try another workshop or join the waitlist.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('alerts when availability cannot be checked', async () => {
    mockWorkshops({ upcoming: [upcoming] }, new Error('Network Error'));
    renderWithProviders(<Workshops />);
    await userEvent.click(await screen.findByRole('button', { name: 'Register Now: Reading Budgets' }));
    expect(await screen.findByText('Could not check workshop availability. Please try again later.')).toBeInTheDocument();
  });

  it('registers: required fields, success message, reset, disabled button, closes after 2 s and reloads', async () => {
    const get = mockWorkshops({ upcoming: [upcoming] });
    const post = jest.spyOn(api, 'post').mockResolvedValue(answer({ status: 'success', confirmed: true, message: 'ok' }, 201));
    renderWithProviders(<Workshops />);
    await userEvent.click(await screen.findByRole('button', { name: 'Register Now: Reading Budgets' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete registration' }));
    expect(await within(dialog).findByText('Name is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Phone number is required.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/^Full name/), 'Amina');
    await userEvent.type(within(dialog).getByLabelText(/^Email/), 'amina@example.ke');
    await userEvent.type(within(dialog).getByLabelText(/^Phone/), '0700 000 000');
    jest.useFakeTimers({ advanceTimers: true });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete registration' }));
    expect(await within(dialog).findByText("You've been successfully registered for this workshop!")).toBeInTheDocument();
    expect(post.mock.calls[0]![0]).toBe('/api/workshops/up/register/');
    expect(within(dialog).getByLabelText(/^Full name/)).toHaveValue('');
    expect(within(dialog).getByRole('button', { name: 'Complete registration' })).toBeDisabled();
    const calls = get.mock.calls.length;
    act(() => jest.advanceTimersByTime(2000));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 4000 });
    await waitFor(() => expect(get.mock.calls.length).toBeGreaterThan(calls));
  });

  it('tells a signed-out visitor to confirm from the e-mail within the hold time, and keeps that on the page after closing', async () => {
    const get = mockWorkshops({ upcoming: [upcoming] });
    jest.spyOn(api, 'post').mockResolvedValue(answer({ status: 'success', confirmed: false, holdHours: 2, message: 'held' }, 201));
    renderWithProviders(<Workshops />);
    await userEvent.click(await screen.findByRole('button', { name: 'Register Now: Reading Budgets' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByText(/Registering with your account address/)).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/^Full name/), 'Amina');
    await userEvent.type(within(dialog).getByLabelText(/^Email/), 'amina@example.ke');
    await userEvent.type(within(dialog).getByLabelText(/^Phone/), '0700 000 000');
    jest.useFakeTimers({ advanceTimers: true });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete registration' }));
    const held =
      'Almost done: check your e-mail. Open the link we sent to amina@example.ke within 2 hours to confirm your seat; until then it is held for you, and after that it is released.';
    // The dialog can hold another status region, empty until it has something to say: wait for the one that says it.
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('status')
          .some((region) => region.textContent === held),
      ).toBe(true),
    );
    expect(within(dialog).queryByText("You've been successfully registered for this workshop!")).not.toBeInTheDocument();
    const calls = get.mock.calls.length;
    act(() => jest.advanceTimersByTime(2000));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 4000 });
    expect(screen.getAllByRole('status').some((region) => region.textContent === held)).toBe(true);
    await waitFor(() => expect(get.mock.calls.length).toBeGreaterThan(calls));
  });

  it('offers a signed-in citizen their own name and address, and shows the confirmed message', async () => {
    bus.emit({ type: 'session', user: njeri });
    mockWorkshops({ upcoming: [upcoming] });
    const post = jest.spyOn(api, 'post').mockResolvedValue(answer({ status: 'success', confirmed: true, message: 'ok' }, 201));
    renderWithProviders(<Workshops />);
    await userEvent.click(await screen.findByRole('button', { name: 'Register Now: Reading Budgets' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Registering with your account address (njeri@example.ke) confirms your seat at once. Any other address gets a link to confirm it first.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Full name/)).toHaveValue('Njeri Mwangi');
    expect(within(dialog).getByLabelText(/^Email/)).toHaveValue('njeri@example.ke');
    await userEvent.type(within(dialog).getByLabelText(/^Phone/), '0712 345 678');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete registration' }));
    expect(await within(dialog).findByText("You've been successfully registered for this workshop!")).toBeInTheDocument();
    expect(post.mock.calls[0]![1]).toMatchObject({ name: 'Njeri Mwangi', email: 'njeri@example.ke', phone: '0712 345 678' });
  });

  it('prefills from a session confirmed after the form opened, leaves the fields editable, and keeps the calendar invite on the page', async () => {
    mockWorkshops({ upcoming: [upcoming] });
    const post = jest.spyOn(api, 'post').mockResolvedValue(answer({ status: 'success', confirmed: true, message: 'ok', registration: { id: 'reg-1', workshopId: 'up' } }, 201));
    renderWithProviders(<Workshops />);
    await userEvent.click(await screen.findByRole('button', { name: 'Register Now: Reading Budgets' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/^Full name/)).toHaveValue('');
    act(() => bus.emit({ type: 'session', user: njeri }));
    await waitFor(() => expect(within(dialog).getByLabelText(/^Full name/)).toHaveValue('Njeri Mwangi'));
    expect(within(dialog).getByLabelText(/^Email/)).toHaveValue('njeri@example.ke');
    await userEvent.clear(within(dialog).getByLabelText(/^Full name/));
    await userEvent.type(within(dialog).getByLabelText(/^Full name/), 'Njeri W. Mwangi');
    await userEvent.type(within(dialog).getByLabelText(/^Phone/), '0712 345 678');
    jest.useFakeTimers({ advanceTimers: true });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete registration' }));
    expect(await within(dialog).findByText("You've been successfully registered for this workshop!")).toBeInTheDocument();
    expect(post.mock.calls[0]![1]).toMatchObject({ name: 'Njeri W. Mwangi', email: 'njeri@example.ke' });
    act(() => jest.advanceTimersByTime(2000));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 4000 });
    expect(screen.getByRole('link', { name: 'Add this workshop to your calendar' })).toHaveAttribute('href', '/api/workshops/registrations/reg-1/calendar.ics');
  });

  it('does not overwrite what a visitor typed when the session is confirmed later', async () => {
    mockWorkshops({ upcoming: [upcoming] });
    renderWithProviders(<Workshops />);
    await userEvent.click(await screen.findByRole('button', { name: 'Register Now: Reading Budgets' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/^Full name/), 'Someone Else');
    act(() => bus.emit({ type: 'session', user: njeri }));
    await waitFor(() => expect(within(dialog).getByLabelText(/^Email/)).toHaveValue('njeri@example.ke'));
    expect(within(dialog).getByLabelText(/^Full name/)).toHaveValue('Someone Else');
  });

  it('shows the server error text, or the fallback', async () => {
    mockWorkshops({ upcoming: [upcoming] });
    jest
      .spyOn(api, 'post')
      .mockRejectedValueOnce(apiFailure(409, { message: 'This workshop is currently full. Please try another workshop or join the waitlist.' }))
      .mockRejectedValueOnce(new Error('Network Error'));
    renderWithProviders(<Workshops />);
    await userEvent.click(await screen.findByRole('button', { name: 'Register Now: Reading Budgets' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/^Full name/), 'Amina');
    await userEvent.type(within(dialog).getByLabelText(/^Email/), 'amina@example.ke');
    await userEvent.type(within(dialog).getByLabelText(/^Phone/), '0700000000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete registration' }));
    expect(await within(dialog).findByText('This workshop is currently full. Please try another workshop or join the waitlist.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete registration' }));
    expect(await within(dialog).findByText('Registration failed. Please try again.')).toBeInTheDocument();
  });

  it('joins the waitlist by e-mail and says to confirm from the mail', async () => {
    mockWorkshops({ upcoming: [], ongoing: [ongoing] });
    const post = jest.spyOn(api, 'post').mockResolvedValue(answer({ message: 'pending', confirmed: false, confirmHours: 24 }));
    renderWithProviders(<Workshops />);
    await userEvent.click(screen.getByRole('tab', { name: 'Ongoing' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Join Waitlist: Audit Fellowship' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Join Waitlist' }));
    expect(await within(dialog).findByText('Please enter a valid email address.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/^Email/), 'walkin@example.ke');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Join Waitlist' }));
    expect(await screen.findByText('Almost done: open the link we e-mailed to walkin@example.ke within 24 hours to confirm your place on the waitlist.')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/api/workshops/on/waitlist/', { email: 'walkin@example.ke' });
  });

  it('says "1 hour", not "1 hours", when the hold is that short', async () => {
    mockWorkshops({ upcoming: [upcoming] });
    jest.spyOn(api, 'post').mockResolvedValue(answer({ status: 'success', confirmed: false, holdHours: 1, message: 'held' }, 201));
    renderWithProviders(<Workshops />);
    await userEvent.click(await screen.findByRole('button', { name: 'Register Now: Reading Budgets' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/^Full name/), 'Amina');
    await userEvent.type(within(dialog).getByLabelText(/^Email/), 'amina@example.ke');
    await userEvent.type(within(dialog).getByLabelText(/^Phone/), '0700 000 000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete registration' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Open the link we sent to amina@example.ke within 1 hour to confirm your seat;');
  });

  it('joins the waitlist at once when signed in', async () => {
    bus.emit({ type: 'session', user: njeri });
    mockWorkshops({ upcoming: [], ongoing: [ongoing] });
    const post = jest.spyOn(api, 'post').mockResolvedValue(answer({ message: "You've been added to the waitlist.", confirmed: true }));
    renderWithProviders(<Workshops />);
    await userEvent.click(screen.getByRole('tab', { name: 'Ongoing' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Join Waitlist: Audit Fellowship' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('We will use your account address, njeri@example.ke.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Join Waitlist' }));
    expect(await screen.findByText("You've been added to the waitlist.")).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/api/workshops/on/waitlist/', {});
  });

  it('requests a workshop, In-Person sent as offline; success and failure', async () => {
    mockWorkshops({ upcoming: [] });
    const post = jest.spyOn(api, 'post').mockRejectedValueOnce(new Error('Network Error')).mockResolvedValue(answer({}, 201));
    renderWithProviders(<Workshops />);
    await userEvent.click(screen.getByRole('button', { name: 'Request a workshop' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit request' }));
    expect(await within(dialog).findByText('Workshop title is required.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/^Workshop title/), 'Budgets');
    await userEvent.type(within(dialog).getByLabelText(/^Preferred date/), '2027-02-10');
    await userEvent.type(within(dialog).getByLabelText(/^Duration/), '3 hours');
    await userEvent.type(within(dialog).getByLabelText(/^Your name/), 'Grace');
    await userEvent.type(within(dialog).getByLabelText(/^Email/), 'grace@example.ke');
    await userEvent.type(within(dialog).getByLabelText(/^Location/), 'Machakos');
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Type/), 'In-Person');
    await userEvent.type(within(dialog).getByLabelText(/^What should/), 'Ward funds');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit request' }));
    expect(await within(dialog).findByText('Failed to submit request. Please try again.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit request' }));
    expect(await within(dialog).findByText('Your workshop request has been submitted successfully!')).toBeInTheDocument();
    expect(post.mock.calls[1]![1]).toMatchObject({ type: 'offline', title: 'Budgets' });
    expect(within(dialog).getByRole('button', { name: 'Submit request' })).toBeDisabled();
  });

  it('rendered ahead by the build, leaves out the subscription box, whose typed address the scripts would replace', async () => {
    mockWorkshops({ upcoming: [upcoming] });
    renderWithProviders(<Workshops firstPaint />);
    expect(screen.getByRole('heading', { level: 1, name: 'Workshops and Training' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Email address')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: upcoming.title })).toBeInTheDocument();
  });

  it('subscribes: empty, success and failure messages', async () => {
    mockWorkshops({ upcoming: [] });
    jest.spyOn(api, 'post').mockResolvedValueOnce(answer({})).mockRejectedValueOnce(new Error('Network Error'));
    renderWithProviders(<Workshops />);
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email address'), 'news@example.ke');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Almost done: check your inbox and open the link we sent to confirm your subscription.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email address'), 'news@example.ke');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Failed to subscribe. Please try again.')).toBeInTheDocument();
  });
});
