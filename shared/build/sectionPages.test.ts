/** @jest-environment node */
import { createElement, lazy, type ComponentType } from 'react';
import styled from 'styled-components';
import { changeLanguage, createTranslator } from '../src/i18n';
import { useSession } from '../src/session';
import { renderSectionPages, unfitMarkup } from './sectionPages';

// A section's catalog: English bundled, Kiswahili loaded when the language is chosen (as every package's is).
const { t } = createTranslator('section-pages-test', { en: { greeting: 'Welcome' }, sw: async () => ({ greeting: 'Karibu' }) });

const Title = styled.h1`
  color: rebeccapurple;
`;

const pages: Record<string, ComponentType> = {
  About: () => createElement('section', null, createElement(Title, null, 'About us'), createElement('button', { type: 'button' }, 'Share')),
  // A page's chunk is loaded lazily, as the sections' routes.tsx declares them.
  Lazy: lazy(async () => ({ default: () => createElement('p', null, 'Arrived') })),
  Form: () => createElement('form', null, createElement('input', { name: 'q' })),
  Styled: () => createElement('p', { style: { width: '10%' } }, 'Bar'),
  County: () => createElement('h1', null, 'A county'),
  Greeting: () => createElement('h1', null, t('greeting')),
  // A page that waits for the session before it shows what it holds, as the forum does.
  Members: () => {
    const user = useSession();
    return createElement('p', null, user === undefined ? 'Checking your session…' : user ? `Hello ${user.fullName}` : 'Please sign in to read on');
  },
  // A page with a form shows, rendered ahead, everything but its fields.
  Ask: ({ firstPaint = false }: { firstPaint?: boolean }) =>
    createElement(
      'section',
      null,
      createElement('h1', null, 'Ask us'),
      firstPaint ? createElement('p', null, 'Loading the form…') : createElement('form', null, createElement('input', { name: 'q' })),
    ),
};

const routes = [
  { path: '/about', page: 'About' },
  { path: '/about-us', page: 'About' },
  { path: '/later', page: 'Lazy' },
  { path: '/ask', page: 'Form' },
  { path: '/bar', page: 'Styled' },
  { path: '/counties/county/:code', page: 'County' },
  { path: '/welcome', page: 'Greeting' },
  { path: '/ask-us', page: 'Ask' },
  { path: '/members', page: 'Members' },
];

describe('a section’s pages rendered ahead', () => {
  it('renders each named page at each of its addresses, buttons disabled, its rules scoped to the element it goes in', async () => {
    const { pages: rendered } = await renderSectionPages(routes, pages, ['About', 'Lazy']);
    expect(Object.keys(rendered).sort()).toEqual(['/about', '/about-us', '/later']);
    const about = rendered['/about']!;
    expect(about.html).toMatch(/^<section><h1 class="[^"]+">About us<\/h1><button disabled="" type="button">Share<\/button><\/section>$/);
    expect(about.css.startsWith('#first-paint-page{display:contents;}')).toBe(true);
    const className = /<h1 class="(?:[^" ]+ )?([^" ]+)">/.exec(about.html)?.[1];
    expect(about.css).toContain(`#first-paint-page .${className}{color:rebeccapurple;}`);
    // React's hydration marks are left out: nothing hydrates this markup.
    expect(rendered['/later']!.html).toBe('<p>Arrived</p>');
  });

  it('tells a page it is being rendered ahead, so a page with a form can leave its fields out', async () => {
    const { pages: rendered } = await renderSectionPages(routes, pages, ['Ask']);
    expect(rendered['/ask-us']!.html).toBe('<section><h1>Ask us</h1><p>Loading the form…</p></section>');
  });

  it('renders a page that reads the session as a signed-out visitor sees it, the only one the server sends it to', async () => {
    const { pages: rendered } = await renderSectionPages(routes, pages, ['Members']);
    expect(rendered['/members']!.html).toBe('<p>Please sign in to read on</p>');
  });

  it('marks the pages named with anyQuery as standing for any query of their address, and only those', async () => {
    const { pages: rendered } = await renderSectionPages(routes, pages, ['About', { page: 'Ask', anyQuery: true }]);
    expect(rendered['/ask-us']).toMatchObject({ html: '<section><h1>Ask us</h1><p>Loading the form…</p></section>', anyQuery: true });
    expect(rendered['/about']).not.toHaveProperty('anyQuery');
    expect(JSON.parse(JSON.stringify(rendered))['/ask-us'].anyQuery).toBe(true);
  });

  it('refuses a page with a form field, a style attribute or an address parameter, naming it', async () => {
    await expect(renderSectionPages(routes, pages, ['Form'])).rejects.toThrow('Form (/ask) cannot be rendered ahead: it has a form field (<input>)');
    await expect(renderSectionPages(routes, pages, ['Styled'])).rejects.toThrow('Styled (/bar) cannot be rendered ahead: it has a style attribute');
    await expect(renderSectionPages(routes, pages, ['County'])).rejects.toThrow('County (/counties/county/:code) depends on its address');
    await expect(renderSectionPages(routes, pages, ['Missing'])).rejects.toThrow('Missing is not a page');
  });

  it('tells fit markup from unfit', () => {
    expect(unfitMarkup('<section><h1>Who we are</h1><a href="/volunteer">Volunteer</a></section>')).toBeNull();
    expect(unfitMarkup('<select name="county"></select>')).toMatch(/form field \(<select>\)/);
    expect(unfitMarkup('<textarea></textarea>')).toMatch(/form field \(<textarea>\)/);
  });

  it('renders the pages in the language asked for, its catalog loaded first', async () => {
    expect((await renderSectionPages(routes, pages, ['Greeting'], 'sw')).pages['/welcome']!.html).toBe('<h1>Karibu</h1>');
    expect((await renderSectionPages(routes, pages, ['Greeting'], 'en')).pages['/welcome']!.html).toBe('<h1>Welcome</h1>');
  });

  afterAll(() => changeLanguage('en'));
});
