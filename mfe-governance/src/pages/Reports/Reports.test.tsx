import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@civic/shared/testing';
import Reports from './Reports';
import type { Report } from '../../contracts';
import { mockRoutes } from '../../testing/fixtures';

const GUIDE: Report = {
  id: 'guide-reading-a-county-budget',
  title: "A Citizen's Guide to Reading a County Budget",
  description: 'Explains the main county budget documents.',
  category: 'guidelines',
  downloadUrl: '/api/publications/guide-reading-a-county-budget/download/',
  fileName: 'guide-reading-a-county-budget.txt',
  sizeBytes: 8200,
  publishedOn: '2022-09-12',
};

afterEach(() => jest.restoreAllMocks());

describe('Reports', () => {
  it('says plainly that there are no audit reports yet and offers the accountability publications', async () => {
    mockRoutes({ '/api/reports/': { kind: 'accountability', reports: [GUIDE] } });
    renderWithProviders(<Reports />, { route: '/reports' });
    expect(screen.getByRole('heading', { level: 1, name: 'Audit and Accountability Reports' })).toBeInTheDocument();
    expect(await screen.findByText(/We have not published audit reports of our own yet/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Accountability publications' })).toBeInTheDocument();
    const card = screen.getByRole('heading', { level: 3, name: GUIDE.title }).closest('article')!;
    expect(within(card).getByText('Published 12 Sep 2022 · 8.0 KB')).toBeInTheDocument();
    const download = within(card).getByRole('link', { name: `Download ${GUIDE.title}` });
    expect(download).toHaveAttribute('href', GUIDE.downloadUrl);
    expect(download).toHaveAttribute('download', GUIDE.fileName);
    expect(screen.getByRole('link', { name: 'Office of the Auditor-General' })).toHaveAttribute('href', 'https://www.oagkenya.go.ke/');
  });

  it('lists audit reports under their own heading once there are some', async () => {
    mockRoutes({ '/api/reports/': { kind: 'audit', reports: [{ ...GUIDE, id: 'audit-1', title: 'Audit of county water projects', category: 'audit' }] } });
    renderWithProviders(<Reports />, { route: '/reports' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Audit reports' })).toBeInTheDocument();
    expect(screen.queryByText(/We have not published audit reports/)).not.toBeInTheDocument();
  });
});
