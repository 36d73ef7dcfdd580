import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@civic/shared/testing';
import Whistleblower from './Whistleblower';

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

  it('opens the report form in a dialog and closes it again', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Whistleblower />, { route: '/whistleblower' });
    const [opener] = screen.getAllByRole('button', { name: 'Report corruption now' });
    await user.click(opener!);
    expect(screen.getByRole('dialog', { name: 'Report Corruption in Kenya' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
