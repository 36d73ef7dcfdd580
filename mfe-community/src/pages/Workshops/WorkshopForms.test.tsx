import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, bus } from '@civic/shared';
import { answer, renderWithProviders } from '@civic/shared/testing';
import Workshops from './Workshops';
import { upcoming as workshop } from './testWorkshops';

// The forms' chunk cannot be fetched (a dropped connection): what a citizen sees when opening either form.
jest.mock('./forms', () => {
  throw new Error('Loading chunk workshop-forms failed.');
});

beforeEach(() => {
  bus.emit({ type: 'session', user: null });
  jest.spyOn(api, 'get').mockImplementation(async (url: string) => (url === '/api/workshops/up/' ? answer({ workshop }) : answer({ workshops: [workshop] })));
});
afterEach(() => jest.restoreAllMocks());

describe('Workshops, when the forms cannot be fetched', () => {
  it('says so instead of opening the registration form, and the button can be tried again', async () => {
    renderWithProviders(<Workshops />);
    const register = await screen.findByRole('button', { name: 'Register Now: Reading Budgets' });
    await userEvent.click(register);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not open the form. Check your connection and try again.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(register).toBeEnabled();
  });

  it('says so instead of opening the waitlist form', async () => {
    renderWithProviders(<Workshops />);
    await screen.findByRole('button', { name: 'Register Now: Reading Budgets' });
    await userEvent.click(screen.getByRole('tab', { name: 'Ongoing' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Join Waitlist: Reading Budgets' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not open the form. Check your connection and try again.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so instead of opening the request form', async () => {
    renderWithProviders(<Workshops />);
    await screen.findByRole('button', { name: 'Register Now: Reading Budgets' });
    const request = screen.getByRole('button', { name: 'Request a workshop' });
    await userEvent.click(request);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not open the form. Check your connection and try again.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(request).toBeEnabled();
  });
});
