import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, bus } from '@civic/shared';
import { answer, renderWithProviders, mockGet } from '@civic/shared/testing';
import ExpertQa from './ExpertQa';

// The booking form's code is fetched when a reader asks to book: while this is set, fetching it fails, as on a
// dropped connection.
let mockFormFetchFails = false;
jest.mock('./BookingDialog', () => {
  if (mockFormFetchFails) throw new Error('Loading chunk failed');
  return jest.requireActual('./BookingDialog');
});

const instructor = {
  id: 'budget-desk',
  name: 'Wanjiru K.',
  title: 'Analyst',
  expertise: 'Budgets, Audits',
  day_of_week: 'Tuesday',
  time: '14:00',
  is_available: true,
  image: '',
  bio: 'Reads budgets.',
  professionalism: 'Eight years',
};
const session = { success: true, data: { session_day: 'Tuesday', session_date: '2026-11-24', formatted_time: '2:00 PM' } };
const user = { id: 'u-1', email: 'amina@example.ke', username: 'amina', fullName: 'Amina W.', displayName: 'Amina' };

beforeEach(() => bus.emit({ type: 'session', user }));
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

async function openDialog() {
  renderWithProviders(<ExpertQa />);
  await userEvent.click(await screen.findByRole('button', { name: 'Book a session with Wanjiru K.' }));
  return screen.findByRole('dialog');
}

describe('ExpertQa', () => {
  it('lists instructors with their weekly slot in 12-hour time', async () => {
    mockGet({ '/api/instructors/': [instructor] });
    renderWithProviders(<ExpertQa />);
    expect(screen.getByText('Loading instructors…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Wanjiru K.' })).toBeInTheDocument();
    expect(screen.getByText('Weekly desk hour: Tuesday at 2:00 PM (East Africa Time)')).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    mockGet({ '/api/instructors/': [] });
    renderWithProviders(<ExpertQa />);
    expect(await screen.findByText('No instructors available')).toBeInTheDocument();
    expect(screen.getByText('There are no professionals to book as of now, please visit later.')).toBeInTheDocument();
  });

  it('shows the load failure with Try Again', async () => {
    mockGet({ '/api/instructors/': [instructor] }, { '/api/instructors/': 1 });
    renderWithProviders(<ExpertQa />);
    expect(await screen.findByText('Failed to load instructors. Please try again later.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Wanjiru K.' })).toBeInTheDocument();
  });

  // First of the tests that open the form: once fetched, the form's code stays loaded for the rest of the file.
  it('says so when the booking form cannot be fetched, and opens it when the reader tries again', async () => {
    mockGet({ '/api/instructors/': [instructor], '/api/instructors/budget-desk/next-session/': session });
    renderWithProviders(<ExpertQa />);
    const book = await screen.findByRole('button', { name: 'Book a session with Wanjiru K.' });
    mockFormFetchFails = true;
    await userEvent.click(book);
    const failure = await screen.findByText('We could not open the form. Check your connection and try again.');
    expect(failure.closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(book).toBeEnabled();

    mockFormFetchFails = false;
    await userEvent.click(book);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByText(/We could not open the form/)).not.toBeInTheDocument();
  });

  it('requires topic and description, books with the session e-mail, succeeds and closes after 2 s', async () => {
    mockGet({ '/api/instructors/': [instructor], '/api/instructors/budget-desk/next-session/': session });
    const post = jest.spyOn(api, 'post').mockResolvedValue(answer({ success: true }, 201));
    await openDialog();
    expect(await screen.findByText(/Next session: Tuesday, .* at 2:00 PM/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByText('Topic is required.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Topic/)).toHaveFocus();
    await userEvent.type(screen.getByLabelText(/^Topic/), 'Bursaries');
    await userEvent.type(screen.getByLabelText(/^Describe your question/), 'How are they shared?');
    jest.useFakeTimers({ advanceTimers: true });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByText('Booking Successful!')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(
      '/api/bookings/',
      { formData: { userId: 'amina@example.ke', expert: 'Wanjiru K.', topic: 'Bursaries', description: 'How are they shared?' } },
      expect.objectContaining({ headers: { 'Idempotency-Key': expect.any(String) } }),
    );
    act(() => jest.advanceTimersByTime(2000));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 4000 });
  });

  it('keeps the booking and its calendar invite on the page after the dialog closes', async () => {
    mockGet({ '/api/instructors/': [instructor], '/api/instructors/budget-desk/next-session/': session });
    jest.spyOn(api, 'post').mockResolvedValue(answer({ success: true, data: { id: 'b-42', meeting_link: 'https://meet.jit.si/UwaziHub-x' } }, 201));
    await openDialog();
    await screen.findByText(/Next session/);
    await userEvent.type(screen.getByLabelText(/^Topic/), 'Bursaries');
    await userEvent.type(screen.getByLabelText(/^Describe your question/), 'How are they shared?');
    jest.useFakeTimers({ advanceTimers: true });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByText('Booking Successful!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2000));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 4000 });
    expect(screen.getByText(/^Booking Successful! Your session with Wanjiru K\. is booked/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add the session to your calendar' })).toHaveAttribute('href', '/api/bookings/b-42/calendar.ics');
  });

  it('shows the failure view and Try Again returns to the form', async () => {
    mockGet({ '/api/instructors/': [instructor], '/api/instructors/budget-desk/next-session/': session });
    jest.spyOn(api, 'post').mockRejectedValue(new Error('Network Error'));
    await openDialog();
    await screen.findByText(/Next session/);
    await userEvent.type(screen.getByLabelText(/^Topic/), 'T');
    await userEvent.type(screen.getByLabelText(/^Describe your question/), 'D');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByText('Booking Failed')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong. Please try again later.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByRole('button', { name: 'Confirm booking' })).toBeInTheDocument();
  });

  it('disables booking when there is no next session', async () => {
    mockGet({ '/api/instructors/': [instructor] }, {});
    jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
      if (url === '/api/instructors/') return answer([instructor]);
      throw new Error('404');
    });
    await openDialog();
    expect(await screen.findByText('No session times are currently available.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm booking' })).toBeDisabled();
  });
});
