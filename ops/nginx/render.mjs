#!/usr/bin/env node
// Fills in ops/nginx/uwazi.conf (the site file) and, for an nginx run with its own prefix folder,
// ops/nginx/standalone.conf around it. Used by the operations guide and by the topology test and
// failover benchmark, so what is tested is what is deployed.
//
//   node_modules/.bin/node ops/nginx/render.mjs --upstream 127.0.0.1:8081 --upstream 127.0.0.1:8082 \
//     --server-name uwazi.example.org > /etc/nginx/sites-available/uwazi
//
// Plain Node with no dependencies: it also runs on an older Node (Debian's), should an operator use that.
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const here = path.dirname(fileURLToPath(import.meta.url));
const REPO_DIR = path.resolve(here, '..', '..');
const SITE_TEMPLATE = path.join(here, 'uwazi.conf');
const STANDALONE_TEMPLATE = path.join(here, 'standalone.conf');

/** A wrong value, said in one line naming the option and what it must be. */
export class RenderError extends Error {}

// Characters that would end a directive or open a block: a value holding one could change the configuration.
const UNSAFE = /[;{}"'`\\#$\r\n]/;

function absolutePath(option, value) {
  if (typeof value !== 'string' || !path.isAbsolute(value) || UNSAFE.test(value) || /\s/.test(value)) {
    throw new RenderError(`${option} must be an absolute path without spaces, quotes or ; { } $ #, got "${value}"`);
  }
  return value;
}

function listenValue(value) {
  const text = String(value);
  if (!/^((\d{1,3}\.){3}\d{1,3}:|\[[0-9A-Fa-f:]+\]:|[A-Za-z0-9.-]+:)?\d{1,5}$/.test(text) || Number(text.split(':').pop()) > 65535) {
    throw new RenderError(`--listen must be a port or address:port (e.g. 80 or 127.0.0.1:8088), got "${text}"`);
  }
  return text;
}

function serverNames(value) {
  if (typeof value !== 'string' || !value.trim() || UNSAFE.test(value)) {
    throw new RenderError(`--server-name must be one or more host names separated by spaces (or _), got "${value}"`);
  }
  return value.trim();
}

function upstreamServer(value) {
  if (!/^(((\d{1,3}\.){3}\d{1,3}|\[[0-9A-Fa-f:]+\]|[A-Za-z0-9.-]+):\d{1,5}|unix:\/[^\s;{}"'`\\#$]+)$/.test(value)) {
    throw new RenderError(`--upstream must be host:port or unix:/path of one API instance, got "${value}"`);
  }
  return value;
}

function fill(template, values) {
  const text = template.replace(/\{\{([A-Z_]+)\}\}/g, (whole, name) => {
    if (!(name in values)) throw new RenderError(`the template asks for {{${name}}}, which the renderer does not know`);
    return values[name];
  });
  return text;
}

/**
 * The site file: `upstreams` are the API instances (host:port), at least one; two or more so that one can
 * stop or fail while the site keeps answering.
 */
export function renderSite({
  listen = 80,
  serverName = '_',
  shellDir = path.join(REPO_DIR, 'shell', 'dist'),
  deployDir = path.join(REPO_DIR, 'deploy'),
  upstreams,
  accessLog = '/var/log/nginx/uwazi-access.log',
}) {
  if (!Array.isArray(upstreams) || upstreams.length === 0) throw new RenderError('--upstream is needed at least once: host:port of an API instance (two or more for failover)');
  // A failed instance is left out for 5 s (one failure is enough: on a LAN a refused connection is no accident).
  const servers = upstreams.map((server) => `    server ${upstreamServer(server)} max_fails=1 fail_timeout=5s;`).join('\n');
  return fill(readFileSync(SITE_TEMPLATE, 'utf8'), {
    UPSTREAM_SERVERS: servers,
    LISTEN: listenValue(listen),
    SERVER_NAME: serverNames(serverName),
    SHELL_DIR: absolutePath('--shell-dir', shellDir),
    DEPLOY_DIR: absolutePath('--deploy-dir', deployDir),
    ACCESS_LOG: absolutePath('--access-log', accessLog),
  });
}

/**
 * A whole configuration for `nginx -p <prefix> -c <prefix>/nginx.conf`, with the site file beside it, its
 * pid file, logs and temporary files all inside `prefix`. Returns the path of nginx.conf.
 */
export function writeStandalone(prefix, siteOptions) {
  absolutePath('--standalone', prefix);
  for (const dir of ['logs', 'temp']) mkdirSync(path.join(prefix, dir), { recursive: true });
  // nginx started by root runs its workers as www-data (Debian's user for it), which must reach the
  // temporary folders nginx creates for it inside the prefix (and so pass through every folder above it).
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (asRoot) chmodSync(prefix, 0o711);
  const siteFile = path.join(prefix, 'uwazi.conf');
  writeFileSync(siteFile, renderSite({ accessLog: path.join(prefix, 'logs', 'access.log'), ...siteOptions }));
  const confFile = path.join(prefix, 'nginx.conf');
  writeFileSync(
    confFile,
    fill(readFileSync(STANDALONE_TEMPLATE, 'utf8'), {
      USER: asRoot ? 'user www-data;' : '# not root: the workers run as this user',
      PREFIX: prefix,
      SITE_FILE: siteFile,
    }),
  );
  return confFile;
}

const HELP = `Usage: render.mjs --upstream HOST:PORT [--upstream HOST:PORT ...] [options]

Writes the nginx site file for Uwazi Hub to standard output (or, with --standalone, a whole configuration).

  --upstream HOST:PORT   an API instance (repeat for each; two or more for failover)
  --listen PORT          port or address:port nginx listens on (80)
  --server-name NAMES    the site's host names, separated by spaces (_ = any)
  --root DIR             the checked-out, built repository (${REPO_DIR})
  --shell-dir DIR        the built shell (DIR/shell/dist)
  --deploy-dir DIR       released remotes and the registry (DIR/deploy)
  --access-log FILE      access log, written without client addresses (/var/log/nginx/uwazi-access.log)
  --standalone PREFIX    write PREFIX/nginx.conf and PREFIX/uwazi.conf for nginx -p PREFIX -c PREFIX/nginx.conf`;

function main(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      upstream: { type: 'string', multiple: true },
      listen: { type: 'string' },
      'server-name': { type: 'string' },
      root: { type: 'string' },
      'shell-dir': { type: 'string' },
      'deploy-dir': { type: 'string' },
      'access-log': { type: 'string' },
      standalone: { type: 'string' },
      help: { type: 'boolean' },
    },
    strict: true,
  });
  if (values.help) {
    console.log(HELP);
    return;
  }
  const root = values.root ? absolutePath('--root', values.root) : REPO_DIR;
  const options = {
    upstreams: values.upstream,
    ...(values.listen ? { listen: values.listen } : {}),
    ...(values['server-name'] ? { serverName: values['server-name'] } : {}),
    shellDir: values['shell-dir'] ?? path.join(root, 'shell', 'dist'),
    deployDir: values['deploy-dir'] ?? path.join(root, 'deploy'),
    ...(values['access-log'] ? { accessLog: values['access-log'] } : {}),
  };
  if (values.standalone) console.log(writeStandalone(values.standalone, options));
  else process.stdout.write(renderSite(options));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    // parseArgs says which option it did not know; ours say what a value must be.
    console.error(`render.mjs: ${error instanceof Error ? error.message : String(error)} (--help lists the options)`);
    process.exit(2);
  }
}
