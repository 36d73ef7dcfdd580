import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@civic/shared/testing';
import { SavedOnPhonePage } from './SavedOnPhonePage';
import { CACHE_NAMES } from '../../offline/policy';

/** Cache Storage as a browser keeps it, in memory: cache name -> address -> saved page. */
function fakeCaches(contents: Record<string, Record<string, { html: string; savedAt: string }>>) {
  const store = new Map(Object.entries(contents).map(([name, entries]) => [name, new Map(Object.entries(entries))]));
  const cacheOf = (entries: Map<string, { html: string; savedAt: string }>) => ({
    keys: async () => [...entries.keys()].map((url) => ({ url })),
    match: async (request: { url: string }) => {
      const entry = entries.get(request.url);
      return entry && { text: async () => entry.html, headers: { get: (name: string) => (name === 'x-saved-at' ? entry.savedAt : null) } };
    },
  });
  return {
    store,
    caches: {
      has: async (name: string) => store.has(name),
      open: async (name: string) => cacheOf(store.get(name) ?? new Map()),
      keys: async () => [...store.keys()],
      delete: async (name: string) => store.delete(name),
    },
  };
}

describe('SavedOnPhonePage', () => {
  afterEach(() => {
    delete (globalThis as { caches?: unknown }).caches;
    localStorage.clear();
  });

  it('lists the saved pages, then removes everything the site keeps but the cookie choice', async () => {
    const fake = fakeCaches({
      [CACHE_NAMES.pages]: {
        'http://localhost/counties/county/032': { html: '<title>County — Uwazi Hub</title>', savedAt: '2026-11-27T10:00:00Z' },
        'http://localhost/faq': { html: '<title>FAQ — Uwazi Hub</title>', savedAt: '2026-11-29T10:00:00Z' },
        // This page, kept to be opened offline too, is not one of the pages it lists.
        'http://localhost/saved-on-this-phone': { html: '<title>Saved on this phone — Uwazi Hub</title>', savedAt: '2026-11-30T10:00:00Z' },
      },
      [CACHE_NAMES.data]: { 'http://localhost/api/faq/': { html: '{}', savedAt: '2026-11-29T10:00:00Z' } },
    });
    (globalThis as { caches?: unknown }).caches = fake.caches;
    localStorage.setItem('cookie_consent', 'essential_only');
    localStorage.setItem('signUpDraft', '{"fullName":"Achieng"}');
    sessionStorage.setItem('anything', 'x');

    const user = userEvent.setup();
    renderWithProviders(<SavedOnPhonePage />, { route: '/saved-on-this-phone' });
    expect(screen.getByRole('heading', { level: 1, name: 'Saved on this phone' })).toBeInTheDocument();
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['FAQ /faq (saved 29 Nov 2026)', 'County /counties/county/032 (saved 27 Nov 2026)']);

    await user.click(screen.getByRole('button', { name: 'Remove everything from this phone' }));
    expect(await screen.findByText('Everything this site kept on this phone has been removed.')).toBeInTheDocument();
    expect(await screen.findByText('No pages are saved on this phone.')).toBeInTheDocument();
    expect([...fake.store.keys()]).toEqual([]);
    expect(Object.keys(localStorage)).toEqual(['cookie_consent']);
    expect(sessionStorage.length).toBe(0);
  });

  it('says so when this browser keeps no pages', () => {
    renderWithProviders(<SavedOnPhonePage />, { route: '/saved-on-this-phone' });
    return expect(screen.findByText('This browser does not keep pages for reading offline.')).resolves.toBeInTheDocument();
  });
});
