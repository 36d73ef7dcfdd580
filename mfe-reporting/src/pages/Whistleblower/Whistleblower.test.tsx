import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@civic/shared/testing';
import Whistleblower from './Whistleblower';

// The report form's code is fetched when asked for: while this is set, fetching it fails, as on a dropped connection.
let mockFormFetchFails = false;
jest.mock('../../components/ReportCorruptionModal', () => {
  if (mockFormFetchFails) throw new Error('Loading chunk failed');
  return jest.requireActual('../../components/ReportCorruptionModal');
});

describe('/whistleblower', () => {
  it('explains reporting, names who handles reports and links to follow-up', () => {
    renderWithProviders(<Whistleblower />, { route: '/whistleblower' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'How anonymity works, and its limits' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What the receipt code is for' })).toBeInTheDocument();
    expect(screen.getByText(/Ethics and Anti-Corruption Commission \(EACC\), the Office of the Auditor-General, or the Office of the Ombudsman/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Follow up on a report' })[0]).toHaveAttribute('href', '/report/follow-up');
  });

  it('tells someone on a shared or borrowed phone how to leave no trace of the report on it', () => {
    renderWithProviders(<Whistleblower />, { route: '/whistleblower' });
    const heading = screen.getByRole('heading', { level: 2, name: 'Reporting from a shared or borrowed phone' });
    const advice = heading.nextElementSibling?.nextElementSibling;
    expect(advice?.tagName).toBe('UL');
    expect(advice?.textContent).toMatch(/private \(incognito\) tab/);
    expect(advice?.textContent).toMatch(/Write it on paper/);
    expect(advice?.textContent).toMatch(/recently deleted folder/);
  });

  // First of the tests that open the form: once fetched, the form's code stays loaded for the rest of the file.
  it('says so when the form cannot be fetched, and opens it when the reader tries again', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Whistleblower />, { route: '/whistleblower' });
    const [opener] = screen.getAllByRole('button', { name: 'Report corruption now' });
    mockFormFetchFails = true;
    await user.click(opener!);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not open the report form. Check your connection and try again.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toBeEnabled();

    mockFormFetchFails = false;
    await user.click(opener!);
    expect(await screen.findByRole('dialog', { name: 'Report Corruption in Kenya' })).toBeInTheDocument();
    expect(screen.queryByText(/We could not open the report form/)).not.toBeInTheDocument();
  });

  it('opens the report form in a dialog and closes it again', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Whistleblower />, { route: '/whistleblower' });
    const [opener] = screen.getAllByRole('button', { name: 'Report corruption now' });
    await user.click(opener!);
    // The form's code is fetched when asked for; the dialog opens once it is here.
    expect(await screen.findByRole('dialog', { name: 'Report Corruption in Kenya' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
