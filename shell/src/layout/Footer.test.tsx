import { act, screen, within } from '@testing-library/react';
import { setLowData, setSiteRegistry } from '@civic/shared';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@civic/shared/testing';
import { Footer } from './Footer';
import { siteRegistry } from '../testing/siteRegistry';

jest.mock('../remotes/registry', () => ({ preloadRoute: jest.fn() }));
jest.mock('./LazyNewsletter', () => ({ LazyNewsletter: () => null }));

function usefulLinks() {
  const nav = screen.getByRole('navigation', { name: 'Useful links' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('Footer', () => {
  it("lists the footer entries the live releases declare, in their order, and a release's new entry at once", () => {
    setSiteRegistry(siteRegistry());
    renderWithProviders(<Footer />);
    expect(usefulLinks()).toEqual([
      ['Who We Are', '/who-we-are'],
      ['Knowledge Hub', '/resources/knowledge'],
      ['Community Knowledge', '/community/knowledge'],
      ['Privacy Policy', '/privacy-policy'],
      ['Terms of Service', '/terms-of-service'],
      ['Sitemap', '/sitemap'],
      ['Ongoing Projects', '/projects/ongoing-projects'],
      ['Cookie settings', '/cookie-settings'],
      ['Saved on this phone', '/saved-on-this-phone'],
    ]);
    act(() =>
      setSiteRegistry(siteRegistry({ versions: { mfe_org: '1.1.0' }, extra: { mfe_org: [{ path: '/open-data', page: 'OpenData', footer: { label: 'Open Data', order: 5.5 } }] } })),
    );
    expect(usefulLinks().map(([label]) => label)).toEqual([
      'Who We Are',
      'Knowledge Hub',
      'Community Knowledge',
      'Privacy Policy',
      'Terms of Service',
      'Open Data',
      'Sitemap',
      'Ongoing Projects',
      'Cookie settings',
      'Saved on this phone',
    ]);
  });

  it('still shows the contact details and the newsletter without a registry', () => {
    setSiteRegistry(null);
    renderWithProviders(<Footer />);
    expect(screen.getByRole('link', { name: 'info@uwazihub.example' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Stay informed' })).toBeInTheDocument();
    expect(usefulLinks()).toEqual([
      ['Cookie settings', '/cookie-settings'],
      ['Saved on this phone', '/saved-on-this-phone'],
    ]);
  });

  it('links to the organisation’s social networks by name, each a web page of its own', () => {
    renderWithProviders(<Footer />);
    const social = screen.getByRole('list', { name: 'The organisation on social media' });
    expect(
      within(social)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['X', 'https://x.com/'],
      ['Facebook', 'https://facebook.com/'],
      ['LinkedIn', 'https://linkedin.com/'],
    ]);
  });

  it('says while low-data mode is on, why, and turns it off', async () => {
    renderWithProviders(<Footer />);
    expect(screen.queryByText(/Low-data mode is on/)).not.toBeInTheDocument();
    act(() => setLowData(true));
    expect(screen.getByRole('status')).toHaveTextContent('Low-data mode is on: no video, pictures only when you tap them, and shorter lists.');
    await userEvent.click(screen.getByRole('button', { name: 'Turn low-data mode off' }));
    expect(screen.queryByText(/Low-data mode is on/)).not.toBeInTheDocument();
    expect(document.cookie).toContain('data_saver=off');
  });
});
