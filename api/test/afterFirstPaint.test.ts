import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { JSDOM } from 'jsdom';
import { withStartAfterFirstPaint } from '../src/afterFirstPaint.js';

/** A readable page as the shell's build writes it: a deferred script, the manifest link and preloads in its head. */
const SHELL_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Counties</title>
<link rel="preload" href="/remotes/mfe-governance/1.0.0-a/mf-manifest.json" as="fetch" crossorigin="anonymous">
<link rel="preload" href="/api/counties/" as="fetch" crossorigin="use-credentials">
<link rel="manifest" href="/manifest.webmanifest"/>
<script defer="defer" src="/shell/1.0.0-a/main.0123456789.js"></script>
<link rel="preload" href="/shell/1.0.0-a/130.0123456789.js" as="script" fetchpriority="low">
<link rel="preload" href="/shell/1.0.0-a/213.0123456789.js" as="script" fetchpriority="low">
<link rel="preload" href="/shell/1.0.0-a/470.0123456789.js" as="script" fetchpriority="low">
</head><body><div id="root"><h1>Counties</h1></div></body></html>`;

const ADDRESSES = [
  '/remotes/mfe-governance/1.0.0-a/mf-manifest.json',
  '/api/counties/',
  '/manifest.webmanifest',
  '/shell/1.0.0-a/main.0123456789.js',
  '/shell/1.0.0-a/130.0123456789.js',
  '/shell/1.0.0-a/213.0123456789.js',
  '/shell/1.0.0-a/470.0123456789.js',
];

/**
 * The page as the server sends it, opened in a browser (jsdom) whose every request start costs `msPerTag` of
 * a clock the test moves. The page's inline script runs as a browser runs it; tasks it queues run when the test
 * says. Returns which task put each start tag back in the head, in the order they came back.
 */
function openPage(msPerTag: number) {
  const dom = new JSDOM(withStartAfterFirstPaint(SHELL_PAGE), { runScripts: 'outside-only' });
  const { window } = dom;
  let now = 0;
  let task = 0;
  const queued: Array<{ run: () => void; delay: number }> = [];
  const back: Array<{ address: string; task: number; element: Element }> = [];
  Object.defineProperty(window.performance, 'now', { value: () => now });
  window.setTimeout = ((run: () => void, delay = 0) => queued.push({ run, delay })) as unknown as typeof window.setTimeout;
  const appendChild = window.document.head.appendChild.bind(window.document.head);
  window.document.head.appendChild = (<T extends Node>(element: T) => {
    now += msPerTag;
    const tag = element as unknown as Element;
    back.push({ address: tag.getAttribute('href') ?? tag.getAttribute('src') ?? '', task, element: tag });
    return appendChild(element);
  }) as typeof window.document.head.appendChild;
  // A page not shown (jsdom's is being prerendered) starts at once, as it paints only once shown: the script's
  // own task is the first.
  assert.notEqual(window.document.visibilityState, 'visible');
  const inline = [...window.document.querySelectorAll('script:not([src])')].at(-1)!.textContent!;
  window.eval(inline);
  /** Runs the tasks queued without a delay, one at a time, as the browser would; the three-second fallback stays queued. */
  const runQueuedTasks = () => {
    for (let next = queued.findIndex((entry) => entry.delay === 0); next >= 0; next = queued.findIndex((entry) => entry.delay === 0)) {
      const [entry] = queued.splice(next, 1);
      task += 1;
      entry!.run();
    }
  };
  return { window, back, runQueuedTasks, fallback: () => queued.find((entry) => entry.delay === 3000) };
}

describe('a readable page puts its start tags back after its first paint', () => {
  it('on a slow phone, a few per task, in their order, until all are back; the script is made anew so it runs', () => {
    // 3 ms per request start: a task's 4 ms are spent after two tags.
    const page = openPage(3);
    assert.deepEqual(
      page.back.map((tag) => tag.address),
      ADDRESSES.slice(0, 2),
      'the first task puts back only what fits in its time',
    );
    page.runQueuedTasks();
    assert.deepEqual(
      page.back.map((tag) => tag.address),
      ADDRESSES,
      'every tag is back, in the order the page had them',
    );
    assert.deepEqual(
      page.back.map((tag) => tag.task),
      [0, 0, 1, 1, 2, 2, 3],
      'two per task',
    );
    const script = page.back.find((tag) => tag.address.endsWith('main.0123456789.js'))!.element as HTMLScriptElement;
    assert.equal(script.tagName, 'SCRIPT');
    assert.equal(script.async, false, 'scripts run in order');
    assert.equal(script.getAttribute('defer'), 'defer');
    assert.equal(page.window.document.head.querySelector('link[href$="470.0123456789.js"]')?.getAttribute('fetchpriority'), 'low', 'links keep their priority');
    assert.equal(page.window.document.querySelectorAll('head script[src], head link').length, ADDRESSES.length, 'nothing put back twice');

    // The three-second fallback finds them started and puts nothing back again.
    page.fallback()!.run();
    page.runQueuedTasks();
    assert.equal(page.back.length, ADDRESSES.length);
  });

  it('on a fast device, all in the first task', () => {
    const page = openPage(0.5);
    assert.deepEqual(
      page.back.map((tag) => tag.address),
      ADDRESSES,
    );
    assert.ok(page.back.every((tag) => tag.task === 0));
  });
});
