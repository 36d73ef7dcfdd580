import { isKnownPage, matchRoute, matchesRoute, ownerOf } from './routes';

describe('route ownership', () => {
  it('matches exact paths, parameters and trailing splats', () => {
    expect(matchesRoute('/faq', '/faq')).toBe(true);
    expect(matchesRoute('/faq', '/faq/')).toBe(true);
    expect(matchesRoute('/faq', '/faq/extra')).toBe(false);
    expect(matchesRoute('/counties/county/:code', '/counties/county/047')).toBe(true);
    expect(matchesRoute('/counties/county/:code', '/counties/county/')).toBe(false);
    expect(matchesRoute('/desk/*', '/desk/cases/12')).toBe(true);
  });

  it("reads a path's parameters, decoded", () => {
    expect(matchRoute('/counties/county/:code', '/counties/county/047/')).toEqual({ code: '047' });
    expect(matchRoute('/resources/workshop/:id', '/resources/workshop/budget%20basics')).toEqual({ id: 'budget basics' });
    expect(matchRoute('/resources/workshop/:id', '/resources/workshop/%E0%A4')).toEqual({ id: '%E0%A4' });
    expect(matchRoute('/counties/county/:code', '/counties')).toBeNull();
  });

  it('finds the remote that owns a page, and knows unknown pages', () => {
    expect(ownerOf('/our-team')?.remote).toBe('mfe_org');
    expect(ownerOf('/')).toBeNull();
    expect(isKnownPage('/')).toBe(true);
    expect(isKnownPage('/resources/publications')).toBe(true);
    expect(isKnownPage('/no-such-page')).toBe(false);
  });

  it('knows the pages behind e-mailed confirmation links', () => {
    expect(ownerOf('/workshops/confirm')?.remote).toBe('mfe_community');
    expect(ownerOf('/newsletter/confirm')?.remote).toBe('mfe_org');
    expect(ownerOf('/newsletter/unsubscribe')?.remote).toBe('mfe_org');
  });
});
