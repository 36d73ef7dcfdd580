/** @jest-environment node */
import { renderFirstPaint } from './firstPaint';

/** An element `name` with every attribute given, in whatever order the renderer wrote them. */
const element = (name: string, ...attributes: string[]) => new RegExp(`<${name}${attributes.map((attribute) => `(?=[^>]*\\s${attribute})`).join('')}[^>]*>`);

describe('the first paint', () => {
  it('is the cookie notice with its two choices as a form, and the rules it needs', () => {
    const { html, css } = renderFirstPaint();
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
});
