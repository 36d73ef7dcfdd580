import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isKnownPage, matchRoute } from '@civic/shared/contracts';
import type { Config } from './config.js';
import { styleNonce } from './security.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

/**
 * A page about one record (a county, a workshop): a known address, but a 404 when the record does not
 * exist, so links to a county or workshop that is not there are reported as broken, not as pages.
 */
export interface RecordPage {
  pattern: string;
  exists(params: Record<string, string>): Promise<boolean>;
}

async function pageStatus(pathname: string, recordPages: readonly RecordPage[]): Promise<200 | 404> {
  if (!isKnownPage(pathname)) return 404;
  for (const page of recordPages) {
    const params = matchRoute(page.pattern, pathname);
    if (params) return (await page.exists(params)) ? 200 : 404;
  }
  return 200;
}

/** Puts `element` first in the page's head (HTML allows the head's tags to be left out, so the doctype is the fallback). */
function withHeadElement(html: string, element: string): string {
  const anchor = /<head(\s[^>]*)?>/i.exec(html) ?? /^\s*<!doctype html>/i.exec(html);
  if (!anchor) return element + html;
  const end = anchor.index + anchor[0].length;
  return html.slice(0, end) + element + html.slice(end);
}

/** Paths that are never pages: the API, sockets and released remotes answer a missing path with JSON. */
const NOT_PAGES = /^\/(api|ws|remotes)(\/|$)/;

/**
 * A page address is answered with the page (200, or its real 404) whatever `Accept` says: an uptime probe,
 * a CDN's health check or `curl -I /about` sends any Accept header or none, and must see what a browser sees. Only
 * API, socket and remote paths, and file-like paths (an extension: a missing script or image), get JSON.
 */
function isPageRequest(request: FastifyRequest, pathname: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (NOT_PAGES.test(pathname)) return false;
  return !path.extname(pathname);
}

/**
 * The site from one process: the shell at `/` (hashed assets immutable, index.html never cached), the
 * registry at `/remotes.json` (never cached, so a release or rollback shows on the next page load), and
 * released remotes under `/remotes/<name>/<version>/` (immutable: a version folder never changes).
 * Page requests for unknown files get index.html (a 404 status when no section owns the path, or when
 * the record a record page is about does not exist);
 * everything else gets a JSON 404, so a missing script is an error and not HTML.
 */
export async function registerStaticSite(app: FastifyInstance, config: Config, recordPages: readonly RecordPage[] = []): Promise<void> {
  const indexFile = path.join(config.shellDir, 'index.html');
  const remotesDir = path.join(config.deployDir, 'remotes');
  const registryFile = path.join(config.deployDir, 'remotes.json');

  /**
   * The shell's page, with this answer's style nonce in a meta element (styled-components reads it and puts
   * it on the one <style> element it writes to; the CSP header of the same answer allows exactly it). The page
   * is therefore never served as a static file.
   */
  async function sendShellPage(reply: FastifyReply, status: number) {
    const html = await readFile(indexFile, 'utf8');
    const nonceMeta = `<meta property="csp-nonce" nonce="${styleNonce(reply)}">`;
    return reply.code(status).header('Cache-Control', NO_CACHE).type('text/html; charset=utf-8').send(withHeadElement(html, nonceMeta));
  }

  if (existsSync(config.shellDir)) {
    await app.register(fastifyStatic, {
      root: config.shellDir,
      prefix: '/',
      index: false,
      wildcard: true,
      preCompressed: true,
      allowedPath: (pathname) => path.basename(pathname) !== 'index.html',
      setHeaders(reply) {
        reply.header('Cache-Control', IMMUTABLE);
      },
    });
    for (const url of ['/', '/index.html']) app.get(url, (_request, reply) => sendShellPage(reply, 200));
  }

  if (existsSync(remotesDir)) {
    await app.register(fastifyStatic, {
      root: remotesDir,
      prefix: '/remotes/',
      decorateReply: false,
      index: false,
      preCompressed: true,
      setHeaders(reply) {
        reply.header('Cache-Control', IMMUTABLE);
        reply.header('Access-Control-Allow-Origin', '*');
      },
    });
  }

  app.get('/remotes.json', async (_request, reply) => {
    reply.header('Cache-Control', NO_CACHE);
    try {
      return reply.type('application/json').send(await readFile(registryFile, 'utf8'));
    } catch {
      return reply.send({ remotes: {} });
    }
  });

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (isPageRequest(request, pathname) && existsSync(indexFile)) return sendShellPage(reply, await pageStatus(pathname, recordPages));
    return reply.code(404).send({ status: 'error', message: `Nothing is served at ${request.method} ${pathname}.`, field: null, status_code: 404 });
  });
}
