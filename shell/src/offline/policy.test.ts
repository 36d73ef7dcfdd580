import { isKeptPage, isPublicRead, isReleasedFile, mayKeep, offlinePageHtml, pageTitleOf, savedAt, savedCopyOf, withSavedCopyBlock } from './policy';

const ORIGIN = 'https://uwazi.example';
const at = (path: string) => new URL(path, ORIGIN);
const answer = (status: number, headers: Record<string, string> = {}) => ({ status, headers: new Headers(headers) });

describe('what the service worker keeps on a phone', () => {
  it('keeps the public reads pages make, and nothing about a person, a report or a case', () => {
    for (const path of [
      '/api/counties/',
      '/api/counties/032/',
      '/api/projects/?county=032&page=2',
      '/api/projects/options/',
      '/api/faq/',
      '/api/events/',
      '/api/workshops/',
      '/api/workshops/w-12/',
      '/remotes.json',
    ]) {
      expect([path, isPublicRead(at(path), ORIGIN)]).toEqual([path, true]);
    }
    for (const path of [
      '/api/auth/user/',
      '/api/workshops/registrations/mine/',
      '/api/reports/mine/',
      '/api/desk/cases/',
      '/api/notifications/user/u1/',
      '/api/projects/?format=csv',
      '/api/bookings/mine/',
    ]) {
      expect([path, isPublicRead(at(path), ORIGIN)]).toEqual([path, false]);
    }
    expect(isPublicRead(new URL('https://elsewhere.example/api/counties/'), ORIGIN)).toBe(false);
  });

  it('never keeps the pages of reporting, complaints, accounts, the desk or the console, nor an address with a query', () => {
    for (const path of ['/', '/counties', '/counties/county/032', '/workshops', '/faq']) expect([path, isKeptPage(at(path), ORIGIN)]).toEqual([path, true]);
    for (const path of [
      '/complaints',
      '/complaints/track',
      '/whistleblower',
      '/report/follow-up',
      '/desk/cases',
      '/auth/signin',
      '/dashboard',
      '/console/keys',
      '/search-results',
      '/newsletter/confirm?token=abc',
      '/projects/browser?county=032',
    ]) {
      expect([path, isKeptPage(at(path), ORIGIN)]).toEqual([path, false]);
    }
  });

  it('treats only version folders as released files', () => {
    expect(isReleasedFile(at('/shell/1.0.0-abc/main.123.js'), ORIGIN)).toBe(true);
    expect(isReleasedFile(at('/remotes/mfe-org/1.0.0-abc/mf-manifest.json'), ORIGIN)).toBe(true);
    expect(isReleasedFile(at('/remotes.json'), ORIGIN)).toBe(false);
    expect(isReleasedFile(at('/sw.js'), ORIGIN)).toBe(false);
  });

  it('keeps a complete answer, never one marked private (a signed-in page) nor an error', () => {
    expect(mayKeep(answer(200, { 'cache-control': 'no-cache' }))).toBe(true);
    expect(mayKeep(answer(200, { 'cache-control': 'private, no-cache' }))).toBe(false);
    expect(mayKeep(answer(404))).toBe(false);
    expect(mayKeep(answer(206))).toBe(false);
  });

  it('tells a page it is a saved copy, and when it was saved', () => {
    const saved = new Date('2026-11-30T06:45:00Z');
    const html = withSavedCopyBlock('<html><head><title>County — Uwazi Hub</title></head><body></body></html>', saved);
    document.documentElement.innerHTML = html.replace(/^<html>|<\/html>$/g, '');
    expect(savedCopyOf(document)).toEqual(saved);
    expect(pageTitleOf(html)).toBe('County');
    expect(savedAt(answer(200, { 'x-saved-at': saved.toISOString(), date: 'Sun, 01 Nov 2026 00:00:00 GMT' }))).toEqual(saved);
    expect(savedAt(answer(200, { date: 'Sun, 01 Nov 2026 00:00:00 GMT' }))).toEqual(new Date('2026-11-01T00:00:00Z'));
    document.documentElement.innerHTML = '<head></head><body></body>';
    expect(savedCopyOf(document)).toBeNull();
  });

  it('writes the offline page in both languages, listing saved pages with their addresses escaped', () => {
    const html = offlinePageHtml([{ path: '/counties/county/032', title: 'County <b>' }]);
    expect(html).toContain('This page is not saved on this phone');
    expect(html).toContain('Ukurasa huu haujahifadhiwa kwenye simu hii');
    expect(html).toContain('<a href="/counties/county/032">County &#60;b&#62;</a>');
    expect(html).not.toContain('<b>');
    expect(offlinePageHtml([])).toContain('No pages are saved on this phone yet.');
  });
});
