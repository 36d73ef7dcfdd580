// A readable page's scripts start once the browser has painted it.
//
// The home page (for a visitor) and a section's page its build rendered are readable as sent: nothing in them
// waits for a script. On a slow phone, scripts that arrive and run while the browser is still laying out and
// painting the page make that first paint later, for nothing it shows. So on those pages the server moves the
// start tags (the shell's deferred script and every preload) out of the head into a template at the end of
// the body, with a small inline script that puts them back in the head as soon as the browser reports its
// first contentful paint. The scripts then download and run exactly as before, only after the page is on
// screen. The web app manifest and the home-screen icon wait with them: the browser fetches both as soon as
// it sees their links, for nothing the page shows, and a phone would share its first round trips with them.
// The inline script never changes; the CSP allows it by its hash, so no script nonce is needed.
import { createHash } from 'node:crypto';

/** The id of the template that holds a readable page's start tags until it has painted. */
const AFTER_FIRST_PAINT_ID = 'after-first-paint';

/** How long one task of putting the start tags back may take, at most about (ms). */
const SLICE_MS = 4;

/**
 * Puts the kept tags back in the head, once: at the first contentful paint, at once in a tab that is not
 * shown (it does not paint until shown), after the next frame where the browser cannot report paints, and
 * after three seconds whatever happened. A kept script is made anew with the same attributes (a script taken
 * from a template does not run), and runs in order; links are imported as they are, with their priorities.
 *
 * The tags go back a few at a time: each one starts a request, which costs the main thread a few milliseconds
 * on a slow phone, and all of them in one go held it for over 100 ms (measured at 4x CPU) just after the page
 * appeared, when a tap on it should be answered. Tags are put back, in order, until SLICE_MS have passed;
 * the rest follow in the next task.
 */
const AFTER_FIRST_PAINT_SCRIPT = `(function () {
  var kept = document.getElementById('${AFTER_FIRST_PAINT_ID}');
  if (!kept) return;
  var started = false;
  var tags = kept.content.children;
  var next = 0;
  function putBack() {
    var until = performance.now() + ${SLICE_MS};
    do {
      var tag = tags[next];
      next += 1;
      var element;
      if (tag.tagName === 'SCRIPT') {
        element = document.createElement('script');
        for (var a = 0; a < tag.attributes.length; a += 1) element.setAttribute(tag.attributes[a].name, tag.attributes[a].value);
        element.async = false;
      } else {
        element = document.importNode(tag, true);
      }
      document.head.appendChild(element);
    } while (next < tags.length && performance.now() < until);
    if (next < tags.length) setTimeout(putBack, 0);
  }
  function start() {
    if (started || tags.length === 0) return;
    started = true;
    putBack();
  }
  setTimeout(start, 3000);
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (document.visibilityState !== 'visible') {
    start();
  } else if (types.indexOf('paint') < 0) {
    requestAnimationFrame(function () { setTimeout(start, 0); });
  } else {
    var observer = new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      start();
    });
    observer.observe({ type: 'paint', buffered: true });
  }
})();`;

/** The CSP source that allows exactly the inline script above. */
export const AFTER_FIRST_PAINT_SOURCE = `'sha256-${createHash('sha256').update(AFTER_FIRST_PAINT_SCRIPT).digest('base64')}'`;

/**
 * The tags a first paint does not need: preloads (scripts, the section's manifest), scripts with a source, and
 * the links to the web app manifest and the home-screen icon.
 */
const START_TAG = /<link rel="(?:preload|manifest|apple-touch-icon)"[^>]*>|<script\b[^>]*\ssrc="[^"]*"[^>]*><\/script>/g;

/**
 * `html` with its start tags kept in a template at the end of its body and started after its first paint.
 * A page without such tags, or without a body's end, is returned as it is.
 */
export function withStartAfterFirstPaint(html: string): string {
  const end = html.lastIndexOf('</body>');
  if (end < 0) return html;
  const kept: string[] = [];
  const head = html.slice(0, end).replace(START_TAG, (tag) => {
    kept.push(tag);
    return '';
  });
  if (kept.length === 0) return html;
  return `${head}<template id="${AFTER_FIRST_PAINT_ID}">${kept.join('')}</template><script>${AFTER_FIRST_PAINT_SCRIPT}</script>${html.slice(end)}`;
}
