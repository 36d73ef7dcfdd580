import { screen } from '@testing-library/react';
import { renderWithProviders } from '@civic/shared/testing';
import PrivacyPolicy from './PrivacyPolicy';

describe('PrivacyPolicy', () => {
  it('shows its one h1 and the content a citizen comes for', () => {
    renderWithProviders(<PrivacyPolicy />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText(/Last updated:/)).toBeInTheDocument();
    expect(screen.getByText('You can report corruption without giving your name or any contact details.')).toBeInTheDocument();
    expect(screen.getByText('We never log or store IP addresses on reporting routes.')).toBeInTheDocument();
    expect(screen.getByText(/photos have their location \(GPS\) and camera metadata removed by default/)).toBeInTheDocument();
    expect(screen.getByText(/under the key cookie_consent, with the value essential_only or all_cookies/)).toBeInTheDocument();
    expect(screen.getByText(/An ordinary browser can be observed by the network it uses/)).toBeInTheDocument();
    expect(screen.getByText(/use a device and network you trust/)).toBeInTheDocument();
  });
});
