import { screen } from '@testing-library/react';
import { Route, Routes } from '@civic/shared';
import { renderWithProviders, mockGet, HttpFailure } from '@civic/shared/testing';
import WorkshopResources from './WorkshopResources';

const workshop = {
  id: 'done',
  title: 'Devolution',
  category: 'completed',
  description: 'D',
  date: '2026-03-26',
  time: '09:30',
  location: 'Kisumu',
  duration: '1 day',
  capacity: 30,
  registrations_count: 30,
  available_spots: 0,
  is_full: true,
  materials: [
    { title: 'Devolution in five articles', summary: 'Key articles.', points: ['Article 174 sets out the objects of devolution.'], sourceUrl: 'https://www.kenyalaw.org' },
  ],
};
const page = (id: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/resources/workshop/:id" element={<WorkshopResources />} />
    </Routes>,
    { route: `/resources/workshop/${id}` },
  );

afterEach(() => jest.restoreAllMocks());

describe('WorkshopResources', () => {
  it("shows a completed workshop's materials with their source", async () => {
    mockGet({ '/api/workshops/done/': { workshop } });
    page('done');
    expect(await screen.findByRole('heading', { level: 1, name: 'Workshop Resources: Devolution' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Devolution in five articles' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'www.kenyalaw.org' })).toHaveAttribute('href', 'https://www.kenyalaw.org');
  });

  it('explains that an unfinished workshop has no resources yet, and reports a failure', async () => {
    mockGet({ '/api/workshops/up/': { workshop: { ...workshop, id: 'up', category: 'upcoming', materials: [] } } });
    page('up');
    expect(await screen.findByText('Resources are published after a workshop ends. This one has not finished yet.')).toBeInTheDocument();
    jest.restoreAllMocks();
    mockGet({}, {});
    page('missing');
    expect(await screen.findByText('We could not load this workshop. Please try again later.')).toBeInTheDocument();
  });

  it('says plainly that there is no workshop at an unknown address, without offering a retry', async () => {
    mockGet({ '/api/workshops/no-such/': new HttpFailure(404, 'There is no workshop with that id.') });
    page('no-such');
    expect(await screen.findByText('There is no workshop at this address. It may have been removed, or the link may be mistyped.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Workshop Resources' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to workshops' })).toHaveAttribute('href', '/workshops');
  });
});
