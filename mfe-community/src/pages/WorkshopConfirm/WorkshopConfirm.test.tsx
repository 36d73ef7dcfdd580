import { StrictMode } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError, bus } from '@civic/shared';
import { answer, renderWithProviders } from '@civic/shared/testing';
import WorkshopConfirm from './WorkshopConfirm';
import { upcoming } from '../Workshops/testWorkshops';

const workshop = { ...upcoming, id: 'reading-budgets', registrations_count: 11, available_spots: 29 };

beforeEach(() => bus.emit({ type: 'session', user: null }));
afterEach(() => jest.restoreAllMocks());

describe('WorkshopConfirm', () => {
  it('confirms a held seat once on arrival and says so, with the workshop details', async () => {
    const post = jest.spyOn(api, 'post').mockResolvedValue(answer({ status: 'success', kind: 'registration', message: 'ok', workshop }));
    renderWithProviders(
      <StrictMode>
        <WorkshopConfirm />
      </StrictMode>,
      { route: '/workshops/confirm?token=tok-0123456789abcdef' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your workshop place' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Confirming your place…');
    const done = await screen.findByText('Your seat at "Reading Budgets" is confirmed.');
    expect(done.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByText(/9:30 AM \(East Africa Time\), Nairobi$/)).toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('/api/workshops/confirm/', { token: 'tok-0123456789abcdef' });
    expect(screen.getByRole('link', { name: 'See all workshops' })).toHaveAttribute('href', '/workshops');
    expect(screen.queryByRole('link', { name: 'See your registrations on your dashboard' })).not.toBeInTheDocument();
  });

  it('says how to join was e-mailed and offers the confirmed seat as a calendar invite', async () => {
    jest.spyOn(api, 'post').mockResolvedValue(answer({ status: 'success', kind: 'registration', message: 'ok', workshop, registration: { id: 'reg-7', workshopId: workshop.id } }));
    renderWithProviders(<WorkshopConfirm />, { route: '/workshops/confirm?token=tok-0123456789abcdef' });
    expect(await screen.findByText('We have e-mailed you how to join, with a calendar invite.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add this workshop to your calendar' })).toHaveAttribute('href', '/api/workshops/registrations/reg-7/calendar.ics');
  });

  it('offers a signed-in citizen their dashboard after a seat is confirmed', async () => {
    bus.emit({ type: 'session', user: { id: 'u1', email: 'bob@example.ke', username: 'bob', fullName: 'Bob Otieno', displayName: 'Bob' } });
    jest.spyOn(api, 'post').mockResolvedValue(answer({ status: 'success', kind: 'registration', message: 'ok', workshop }));
    renderWithProviders(<WorkshopConfirm />, { route: '/workshops/confirm?token=tok-0123456789abcdef' });
    expect(await screen.findByRole('link', { name: 'See your registrations on your dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('says when a waitlist place is confirmed', async () => {
    jest.spyOn(api, 'post').mockResolvedValue(answer({ status: 'success', kind: 'waitlist', message: 'ok', workshop }));
    renderWithProviders(<WorkshopConfirm />, { route: '/workshops/confirm?token=tok-0123456789abcdef' });
    expect(await screen.findByText('You are on the waitlist for "Reading Budgets". We will write to you if a place opens or the workshop runs again.')).toBeInTheDocument();
  });

  it('says plainly when the link was already used', async () => {
    jest.spyOn(api, 'post').mockRejectedValue(new ApiError('This link was already used: your seat is confirmed.', 409, 'token', null));
    renderWithProviders(<WorkshopConfirm />, { route: '/workshops/confirm?token=tok-0123456789abcdef' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This link was already used: your seat is confirmed.');
  });

  it('says plainly when the link has expired or is not valid', async () => {
    jest.spyOn(api, 'post').mockRejectedValue(new ApiError('gone', 410, 'token', null));
    renderWithProviders(<WorkshopConfirm />, { route: '/workshops/confirm?token=tok-0123456789abcdef' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link has expired or is not valid. A seat that is not confirmed in time is released for someone else; please register again if seats remain.',
    );
  });

  it('does not blame the link when the server cannot be reached, and tries again on request', async () => {
    const post = jest
      .spyOn(api, 'post')
      .mockRejectedValueOnce(new Error('Network Error'))
      .mockResolvedValueOnce(answer({ status: 'success', kind: 'registration', message: 'ok', workshop }));
    renderWithProviders(<WorkshopConfirm />, { route: '/workshops/confirm?token=tok-0123456789abcdef' });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the server to check your link. Please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Your seat at "Reading Budgets" is confirmed.')).toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('explains the page when the link has no token, sending nothing', () => {
    const post = jest.spyOn(api, 'post');
    renderWithProviders(<WorkshopConfirm />, { route: '/workshops/confirm' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This page confirms a workshop seat or waitlist place from the link in your e-mail. Please open the whole link from the e-mail.',
    );
    expect(post).not.toHaveBeenCalled();
  });
});
