import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, mockGet } from '@civic/shared/testing';
import TownhallMeetings from './TownhallMeetings';

afterEach(() => jest.restoreAllMocks());

const events = [
  { id: 'a', title: 'Online townhall', date: '2026-12-01', time: '18:00', location: 'https://meet.jit.si/UwaziHub-A', isOnline: true, description: 'Talk.' },
  { id: 'b', title: 'Hall meeting', date: '2026-12-08', time: '10:00', location: 'Kisumu social hall', isOnline: false, description: 'Meet.' },
];

describe('TownhallMeetings', () => {
  it('shows loading, then the grid: online events link to the meeting, in-person ones name the place', async () => {
    mockGet({ '/api/events/': { upcomingEvents: events } });
    renderWithProviders(<TownhallMeetings />);
    expect(screen.getByRole('heading', { level: 1, name: 'Townhall Meetings' })).toBeInTheDocument();
    expect(screen.getByText('Loading events...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Online townhall' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Upcoming Events' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join online: Online townhall' })).toHaveAttribute('href', 'https://meet.jit.si/UwaziHub-A');
    expect(screen.getByText('Kisumu social hall')).toBeInTheDocument();
    expect(screen.getByText('Online event')).toBeInTheDocument();
    expect(screen.getByText('In-person event')).toBeInTheDocument();
  });

  it('offers each event as a calendar invite, with the actions of every card along its bottom', async () => {
    mockGet({ '/api/events/': { upcomingEvents: events } });
    renderWithProviders(<TownhallMeetings />);
    const online = await screen.findByRole('link', { name: 'Add to calendar: Online townhall' });
    expect(online).toHaveAttribute('href', '/api/events/a/calendar.ics');
    expect(online).toHaveTextContent(/^Add to calendar$/);
    expect(screen.getByRole('link', { name: 'Add to calendar: Hall meeting' })).toHaveAttribute('href', '/api/events/b/calendar.ics');
    const card = online.closest('article')!;
    expect(getComputedStyle(card).height).toBe('100%');
    expect(online.parentElement).toBe(screen.getByRole('link', { name: 'Join online: Online townhall' }).parentElement);
    expect(getComputedStyle(online.parentElement!).marginTop).toBe('auto');
  });

  it('says when there are no events', async () => {
    mockGet({ '/api/events/': { upcomingEvents: [] } });
    renderWithProviders(<TownhallMeetings />);
    expect(await screen.findByText('No upcoming events available.')).toBeInTheDocument();
  });

  it('reports a failure and retries', async () => {
    mockGet({ '/api/events/': { upcomingEvents: events } }, { '/api/events/': 1 });
    renderWithProviders(<TownhallMeetings />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load events. Please try again later.');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Hall meeting' })).toBeInTheDocument();
  });
});
