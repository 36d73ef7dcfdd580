import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError } from '@civic/shared';
import { answer, renderWithProviders } from '@civic/shared/testing';
import Desk from './Desk';

const LIST = {
  cases: [
    {
      id: 'c1',
      kind: 'corruption',
      reference: null,
      title: 'Bribe at the land registry',
      status: 'received',
      statusLabel: 'Received',
      county: 'Nakuru',
      submittedAt: '2026-11-20T08:00:00Z',
      isAnonymous: true,
      assignedTo: null,
    },
  ],
  total: 45,
  page: 1,
  pageSize: 20,
};

function mockDesk(list: unknown = LIST) {
  return jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/api/counties/') return answer({ counties: [{ code: '047', name: 'Nairobi City', region: 'Nairobi' }] });
    if (url === '/api/desk/cases/') {
      if (list instanceof Error) throw list;
      return answer(list);
    }
    throw new Error(`Unexpected GET ${url}`);
  });
}

function deskCalls(get: jest.SpyInstance) {
  return get.mock.calls.filter(([url]) => url === '/api/desk/cases/').map(([, config]) => (config as { params: Record<string, unknown> }).params);
}

afterEach(() => jest.restoreAllMocks());

describe('/desk', () => {
  it('lists cases and sends the chosen filters and search to the API', async () => {
    const user = userEvent.setup();
    const get = mockDesk();
    renderWithProviders(<Desk />, { route: '/desk' });
    expect(await screen.findByRole('link', { name: 'Bribe at the land registry' })).toHaveAttribute('href', '/desk/cases/c1');
    expect(screen.getByText('45 cases')).toBeInTheDocument();
    expect(deskCalls(get)[0]).toEqual({ page: 1 });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'corruption');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'under_review');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'County' }), '047');
    await user.type(screen.getByLabelText('Submitted from'), '2026-11-01');
    await user.type(screen.getByLabelText('Submitted to'), '2026-11-22');
    await user.type(screen.getByRole('searchbox', { name: /Search/ }), 'registry');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));

    await screen.findByRole('link', { name: 'Bribe at the land registry' });
    expect(deskCalls(get).at(-1)).toEqual({ type: 'corruption', status: 'under_review', county: '047', from: '2026-11-01', to: '2026-11-22', q: 'registry', page: 1 });
    expect(screen.getByTestId('location')).toHaveTextContent('/desk?type=corruption&status=under_review&county=047&from=2026-11-01&to=2026-11-22&q=registry');
  });

  it('pages through the list with the cursors the API gives', async () => {
    const user = userEvent.setup();
    const get = mockDesk({ ...LIST, next: 'k1', previous: null });
    renderWithProviders(<Desk />, { route: '/desk?status=received' });
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByRole('link', { name: 'Bribe at the land registry' });
    expect(deskCalls(get).at(-1)).toEqual({ status: 'received', page: 2, after: 'k1' });
    expect(screen.getByTestId('location')).toHaveTextContent('/desk?status=received&page=2&after=k1');
  });

  it('has no next page on the last one', async () => {
    mockDesk({ ...LIST, next: null, previous: 'k0', page: 3 });
    renderWithProviders(<Desk />, { route: '/desk?page=3&before=k9' });
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  });

  it("says 'This page is for case handlers only.' to a signed-in citizen", async () => {
    mockDesk(new ApiError('Forbidden', 403, null, null));
    renderWithProviders(<Desk />, { route: '/desk' });
    expect(await screen.findByText('This page is for case handlers only.')).toBeInTheDocument();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });

  it('sends a case handler who has not given their app’s code this sign-in to give it, and back to the desk', async () => {
    mockDesk(new ApiError('Confirm it is you…', 403, null, { code: 'second_factor' }));
    renderWithProviders(<Desk />, { route: '/desk?status=new' });
    expect(await screen.findByText('Confirm it is you with the code from your authenticator app before using the desk.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Confirm it is you' })).toHaveAttribute('href', '/auth/two-step?next=%2Fdesk%3Fstatus%3Dnew');
    expect(screen.queryByText('This page is for case handlers only.')).not.toBeInTheDocument();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });

  it('asks a signed-out visitor to sign in and come back', async () => {
    mockDesk(new ApiError('Sign in', 401, null, null));
    renderWithProviders(<Desk />, { route: '/desk' });
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/signin?next=/desk');
  });

  it('keeps its headings in order: h1, then the results h2, then the empty state or the failure below it', async () => {
    const headings = () => screen.getAllByRole('heading').map((heading) => `${heading.tagName} ${heading.textContent}`);
    mockDesk({ cases: [], total: 0, page: 1, pageSize: 20 });
    const { unmount } = renderWithProviders(<Desk />, { route: '/desk' });
    expect(await screen.findByText('No cases match these filters.')).toBeInTheDocument();
    expect(headings()).toEqual(['H1 Case Desk', 'H2 Cases', 'H3 No cases match these filters.']);
    unmount();
    jest.restoreAllMocks();
    mockDesk(new ApiError('The database is not answering.', 503, null, null));
    renderWithProviders(<Desk />, { route: '/desk' });
    expect(await screen.findByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(headings()).toEqual(['H1 Case Desk', 'H2 The cases could not be loaded.']);
  });
});
