import { screen } from '@testing-library/react';
import { renderWithProviders } from '@civic/shared/testing';
import DataAccess from './DataAccess';

describe('DataAccess', () => {
  it('shows its one h1 and the content a citizen comes for', () => {
    renderWithProviders(<DataAccess />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Data Access' })).toBeInTheDocument();
    for (const credit of [
      'County figures: KNBS 2019 Kenya Population and Housing Census, via the MIT-licensed rmiyoyo/kenya-geo dataset.',
      'Constituencies and wards: gerismumo/kenya-locations-data (MIT).',
      'Ministries, departments and agencies: Kenya eCitizen Services Dataset © 2026 Alvin Karanja, CC BY 4.0.',
      'Public holidays: python-holidays (MIT).',
    ]) {
      expect(screen.getByText(credit)).toBeInTheDocument();
    }
    expect(screen.getByText(/as CSV \(for spreadsheets\) and JSON \(for programmers\)/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Data we do not have: use the Access to Information Act' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact our data team' })).toHaveAttribute('href', '/contact-us');
  });
});
