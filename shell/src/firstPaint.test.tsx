/** @jest-environment node */
import { changeLanguage } from '@civic/shared';
import { renderFirstPaint } from './firstPaint';
import { en } from './messages/en';
import { sw } from './messages/sw';

/** An element `name` with every attribute given, in whatever order the renderer wrote them. */
const element = (name: string, ...attributes: string[]) => new RegExp(`<${name}${attributes.map((attribute) => `(?=[^>]*\\s${attribute})`).join('')}[^>]*>`);

describe('the first paint', () => {
  it('is the cookie notice with its two choices as a form, and the rules it needs', async () => {
    const { html, css } = await renderFirstPaint();
    expect(html).toContain('Cookies on this site');
    expect(html).toMatch(element('form', 'method="post"', 'action="/api/cookie-consent/"'));
    expect(html).toMatch(new RegExp(element('button', 'type="submit"', 'name="choice"', 'value="essential_only"').source + 'Essential only</button>'));
    expect(html).toMatch(new RegExp(element('button', 'type="submit"', 'name="choice"', 'value="all_cookies"').source + 'Accept all cookies</button>'));
    expect(html).toMatch(element('section', 'role="region"', 'aria-labelledby="cookie-title"'));
    expect(html).toContain('href="/privacy-policy"');
    // Every class in the markup has its rules, and the global rules come too (no restyle when React renders).
    for (const [, classes] of html.matchAll(/class="([^"]+)"/g)) {
      for (const name of classes!.split(' ')) if (!name.startsWith('sc-')) expect(css).toContain(`.${name}`);
    }
    expect(css).toMatch(/body\s*\{/);
    expect(css).not.toContain('<style');
  });

  it('then the frame: the top bar, the header and an empty main, with the rules they need', async () => {
    const { frame } = await renderFirstPaint();
    const html = frame.open + frame.close;
    // Inside an element that makes no box, whose id scopes every rule of the part to it.
    expect(frame.open).toMatch(/^<div id="first-paint-frame"><a href="#main"[^>]*>Skip to main content<\/a>/);
    expect(frame.css).toContain('#first-paint-frame{display:contents;}');
    expect(frame.open).toContain('File/Report a complaint or corruption');
    expect(frame.open).toMatch(element('a', 'aria-label="Uwazi Hub — home"', 'href="/"'));
    // A page goes inside main: the open piece ends where main's content starts, the close piece ends main.
    expect(frame.open).toMatch(new RegExp(element('main', 'id="main"', 'tabindex="-1"').source + '$'));
    expect(frame.close).toBe('</main></div>');
    // Nobody is signed in, and there is no footer: it starts below a screen-tall main.
    expect(html).toMatch(/href="\/auth\/signin"[^>]*>Sign In<\/a>/);
    expect(html).not.toContain('<footer');
    // The page's CSP allows no style attribute: such a rule would be lost, and the layout would move when React renders.
    expect(html).not.toMatch(/\sstyle="/);
    // Its buttons need the scripts, so they wait for them disabled; its links work at once.
    const buttons = [...html.matchAll(/<button[^>]*>/g)].map(([tag]) => tag);
    expect(buttons.length).toBeGreaterThanOrEqual(2);
    for (const tag of buttons) expect(tag).toContain('disabled=""');
    for (const [, classes] of html.matchAll(/class="([^"]+)"/g)) {
      for (const name of classes!.split(' ')) if (!name.startsWith('sc-')) expect(frame.css).toContain(`.${name}`);
    }
    // Each component's rules are scoped to the part; only the site's global rules are not.
    const unscoped = frame.css
      .split('/*!sc*/')
      .map((rule) => rule.trim())
      .filter((rule) => rule.startsWith('.'));
    expect(unscoped).toEqual([expect.stringMatching(/^\.visually-hidden\{/)]);
    expect(frame.css).toMatch(/body\s*\{/);
  });

  it('and the home page for inside its main, with its hero image and the rules it needs, scoped to the frame', async () => {
    const { home } = await renderFirstPaint();
    expect(home.html).toMatch(/^<section aria-labelledby="home-title"/);
    expect(home.html).toContain('<h1 id="home-title">Empowering Citizens, Demanding Accountability!</h1>');
    expect(home.html).toContain('Follow your county');
    expect(home.html).not.toMatch(/\sstyle="/);
    // A button in it would wait for the scripts disabled, as the frame's do.
    expect(home.html).not.toMatch(/<button(?![^>]*disabled="")/);
    for (const [, classes] of home.html.matchAll(/class="([^"]+)"/g)) {
      for (const name of classes!.split(' ')) if (!name.startsWith('sc-')) expect(home.css).toContain(`.${name}`);
    }
    // Every rule is scoped (the global ones come with the frame); styled-components' own marks match nothing.
    const rules = home.css
      .split('/*!sc*/')
      .map((rule) => rule.trim())
      .filter((rule) => rule && !rule.startsWith('data-styled.'));
    for (const rule of rules) expect(rule).toMatch(/^(#first-paint-frame |@)/);
    expect(home.css).not.toMatch(/body\s*\{/);
    expect(home.css).toMatch(/#first-paint-frame \.[A-Za-z]+\{[^}]*padding-top:4rem;/);
    // The hero's picture is named in the rules (a data: address in the build: see the end-to-end tests).
    expect(home.css).toMatch(/background:#0b6b4b url\([^)]+\) center/);
  });

  it('is rendered in Kiswahili too, the same parts with the same rules, every text from the Kiswahili catalog', async () => {
    const english = await renderFirstPaint('en');
    const kiswahili = await renderFirstPaint('sw');
    expect(kiswahili.html).toContain(`<h2 id="cookie-title">${sw.cookieTitle}</h2>`);
    expect(kiswahili.frame.open).toContain(`>${sw.skipToContent}</a>`);
    expect(kiswahili.frame.open).toMatch(new RegExp(`href="/auth/signin"[^>]*>${sw.signIn}</a>`));
    expect(kiswahili.home.html).toContain(`<h1 id="home-title">${sw.homeHeadline}</h1>`);
    for (const part of [kiswahili.html, kiswahili.frame.open, kiswahili.home.html]) {
      expect(part).not.toContain(en.cookieTitle);
      expect(part).not.toContain(en.homeHeadline);
      expect(part).not.toContain(`>${en.signIn}<`);
    }
    // The page's own texts too: its title, its description and its note for a browser without scripts.
    expect(kiswahili.texts).toEqual({ title: `Uwazi Hub — ${sw.homeHeadline}`, description: sw.pageDescription, noscript: sw.noScript });
    expect(english.texts.noscript).toBe(en.noScript);
    // The layout is the same in both languages: the same rules, so the swap moves nothing.
    expect(kiswahili.frame.css).toBe(english.frame.css);
    expect(kiswahili.home.css).toBe(english.home.css);
    // And English again afterwards: the language is the one asked for, not the last one rendered.
    expect((await renderFirstPaint()).home.html).toContain(en.homeHeadline);
  });

  afterAll(() => changeLanguage('en'));
});
