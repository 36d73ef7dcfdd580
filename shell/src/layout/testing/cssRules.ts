/**
 * The declarations the page's style sheets give an element, for tests. jsdom lays nothing out, and its
 * getComputedStyle skips media queries and properties it does not know (text-overflow), so what a width
 * needs is checked through the rules that guarantee it. Without `media`, the rules outside any media query;
 * with it (written as in the theme, `media.md`), those inside that query. Rules are merged in sheet order.
 */
export function declaredStyle(element: Element, media?: string): Record<string, string> {
  const wanted = media === undefined ? null : normalise(media.replace(/^@media\s*/, ''));
  const found: Record<string, string> = {};
  function visit(rules: CSSRuleList, inside: string | null) {
    for (const rule of Array.from(rules)) {
      if ('media' in rule && 'cssRules' in rule) {
        visit(rule.cssRules as CSSRuleList, normalise((rule as CSSMediaRule).media.mediaText));
      } else if ('selectorText' in rule && inside === wanted && matches(element, (rule as CSSStyleRule).selectorText)) {
        const style = (rule as CSSStyleRule).style;
        for (let index = 0; index < style.length; index += 1) {
          const name = style[index]!;
          found[name] = style.getPropertyValue(name);
        }
      }
    }
  }
  for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules, null);
  return found;
}

function normalise(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function matches(element: Element, selector: string): boolean {
  try {
    return element.matches(selector);
  } catch {
    // A pseudo-element (::after) names no element.
    return false;
  }
}
