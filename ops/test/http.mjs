// A small HTTP client for the topology test and the failover benchmark. node:http rather than fetch:
// fetch will not send a Host header of our choosing (needed to reach one instance directly exactly as nginx
// would), and it decompresses bodies, which would hide whether nginx sent a precompressed file.
import http from 'node:http';
import net from 'node:net';

/**
 * One request; resolves with the status, headers and whole body, rejects on a network error or when no
 * complete answer came within `timeoutMs`. `localAddress` picks the client's own address (any of 127.0.0.0/8
 * on loopback), so one machine can be several clients.
 */
export function request(url, { method = 'GET', headers = {}, body, agent, localAddress, timeoutMs = 15_000 } = {}) {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(url, { method, headers, agent, localAddress }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        clearTimeout(timer);
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) });
      });
      response.on('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
    const timer = setTimeout(() => outgoing.destroy(new Error(`no complete answer from ${method} ${url} within ${timeoutMs} ms`)), timeoutMs);
    outgoing.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    outgoing.end(body);
  });
}

/** The answer's body as JSON, or an error that shows what came instead. */
export function json(response) {
  try {
    return JSON.parse(response.body.toString('utf8'));
  } catch {
    throw new Error(`expected JSON, got HTTP ${response.status}: ${response.body.toString('utf8').slice(0, 300)}`);
  }
}

/** `name=value` of a cookie the answer sets, for the Cookie header of later requests. */
export function cookieFrom(response, name) {
  const cookies = [].concat(response.headers['set-cookie'] ?? []);
  const found = cookies.map((line) => line.split(';')[0]).find((pair) => pair.startsWith(`${name}=`));
  if (!found) throw new Error(`no ${name} cookie in HTTP ${response.status}: ${response.body.toString('utf8').slice(0, 300)}`);
  return found;
}

/**
 * A multipart/form-data body as a browser's FormData makes it: `files` are {field, name, type, bytes}.
 * Built once and sent as bytes, so every retry of a submission is the same submission.
 */
export async function multipart(fields, files = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  for (const file of files) form.append(file.field, new Blob([file.bytes], { type: file.type }), file.name);
  const encoded = new Request('http://form.invalid/', { method: 'POST', body: form });
  return { body: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type') };
}

/**
 * The address a server on 127.0.0.1 sees for a connection made from `localAddress`. On Linux every address of
 * 127.0.0.0/8 is its own client; a sandbox whose loopback is emulated may show them all as one.
 */
export function arrivesFrom(localAddress) {
  return new Promise((resolve, reject) => {
    const server = net.createServer((socket) => {
      resolve(socket.remoteAddress);
      socket.destroy();
      server.close();
    });
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const socket = net.connect({ host: '127.0.0.1', port: server.address().port, localAddress });
      socket.on('error', (error) => {
        server.close();
        reject(error);
      });
    });
  });
}
