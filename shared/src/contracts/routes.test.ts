import { isKnownPage, matchesRoute, ownerOf } from './routes';

describe('route ownership', () => {
  it('matches exact paths, parameters and trailing splats', () => {
    expect(matchesRoute('/faq', '/faq')).toBe(true);
    expect(matchesRoute('/faq', '/faq/')).toBe(true);
    expect(matchesRoute('/faq', '/faq/extra')).toBe(false);
    expect(matchesRoute('/counties/county/:code', '/counties/county/047')).toBe(true);
    expect(matchesRoute('/counties/county/:code', '/counties/county/')).toBe(false);
    expect(matchesRoute('/desk/*', '/desk/cases/12')).toBe(true);
  });

  it('finds the remote that owns a page, and knows unknown pages', () => {
    expect(ownerOf('/our-team')?.remote).toBe('mfe_org');
    expect(ownerOf('/')).toBeNull();
    expect(isKnownPage('/')).toBe(true);
    expect(isKnownPage('/resources/publications')).toBe(true);
    expect(isKnownPage('/no-such-page')).toBe(false);
  });
});
