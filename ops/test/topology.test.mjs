// The deployment kit, tested as an operator would run it: nginx (rendered from ops/nginx) in front of two API
// instances (`node api/dist/server.js`, as the systemd unit starts them) on PostgreSQL and Redis, all on
// loopback. Run by `npm test` when nginx, DATABASE_URL and REDIS_URL are all there; skipped otherwise.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash, randomBytes, randomFillSync } from 'node:crypto';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import * as OTPAuth from 'otpauth';
import WebSocket from 'ws';
import { startMailbox } from '../../api/test/mailbox.ts';
import { arrivesFrom, cookieFrom, json, multipart, request } from './http.mjs';
import { missingBuild, missingPrerequisites, REPO_DIR, startTopology } from './topology.mjs';
import { openedReports, runReportStream, storedPerKey, summarize } from './stream.mjs';

const missing = missingPrerequisites();
const skip = missing.length ? `the deployment topology needs ${missing.join(', ')}` : false;

const PASSWORD = 'Kisumu-Lakeside-Evenings-2026';
const run = randomBytes(4).toString('hex');
const STAFF_EMAIL = `desk.officer.${run}@example.org`;
const STREAM = { total: 200, concurrency: 4, killAfter: 50, deadlineMs: 90_000 };

/** A real PNG of random pixels (about 1.4 MB): any byte changed on the way would show. */
function randomPng(width, height) {
  const rows = Buffer.alloc((width * 3 + 1) * height);
  randomFillSync(rows);
  for (let y = 0; y < height; y += 1) rows[y * (width * 3 + 1)] = 0;
  const chunk = (type, data) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');
const daysAgo = (days) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** A socket's messages, and a way to wait for one. */
function openSocket(url, headers) {
  const messages = [];
  const socket = new WebSocket(url, { headers });
  socket.on('message', (data) => messages.push(JSON.parse(data.toString('utf8'))));
  const opened = new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('unexpected-response', (_request, response) => reject(new Error(`the socket handshake was answered HTTP ${response.statusCode}`)));
    socket.once('error', reject);
  });
  return {
    socket,
    messages,
    opened,
    closed: () => socket.readyState === WebSocket.CLOSED || socket.readyState === WebSocket.CLOSING,
    async waitFor(predicate, what, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = messages.find(predicate);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no ${what} on the socket within ${timeoutMs / 1000} s; it got ${JSON.stringify(messages)} (state ${socket.readyState})`);
    },
  };
}

describe('deployment topology: nginx in front of two API instances on PostgreSQL and Redis', { skip, timeout: 170_000 }, () => {
  let topology;
  let mailbox;
  let nginx; // { get, post } through nginx
  const state = {};
  const sockets = [];

  /** Requests as a browser on the site sends them: through nginx, with the site's Origin. */
  function client(base, extraHeaders = {}) {
    const headers = (more) => ({ origin: topology.url, ...extraHeaders, ...more });
    return {
      get: (url, more = {}) => request(`${base}${url}`, { headers: headers(more) }),
      postJson: (url, body, more = {}) =>
        request(`${base}${url}`, { method: 'POST', headers: headers({ 'content-type': 'application/json', ...more }), body: JSON.stringify(body) }),
      postForm: (url, form, more = {}) =>
        request(`${base}${url}`, {
          method: 'POST',
          headers: headers({ 'content-type': form.contentType, 'content-length': String(form.body.length), ...more }),
          body: form.body,
          timeoutMs: 60_000,
        }),
    };
  }
  /** One instance reached directly, with the headers nginx would have added: pins a request to it. */
  const direct = (instance) => client(instance.url, topology.forwardedHeaders);

  /** nginx's access log once it has what `ready` looks for (nginx writes a line after the answer is sent). */
  async function accessLog(ready, what) {
    const file = path.join(topology.dir, 'nginx', 'logs', 'access.log');
    const deadline = Date.now() + 3_000;
    let text = '';
    while (Date.now() < deadline) {
      text = readFileSync(file, 'utf8');
      if (ready(text)) return text;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`nginx's access log has no ${what}:\n${text.split('\n').slice(-10).join('\n')}`);
  }

  /** Runs a step; on failure the processes' last log lines are added to the report. */
  function step(name, body, needs = []) {
    it(name, async (t) => {
      const absent = needs.filter((key) => state[key] === undefined);
      if (absent.length) return t.skip(`needs ${absent.join(', ')} from an earlier step`);
      try {
        await body(t);
      } catch (error) {
        if (topology) for (const line of topology.logTails(15).split('\n')) t.diagnostic(line);
        throw error;
      }
    });
  }

  async function signUpAndIn(fullName, email) {
    const signUp = await nginx.postJson('/api/auth/signup/', {
      fullName,
      email,
      password: PASSWORD,
      dateOfBirth: '1990-04-12',
      gender: 'prefer-not-to-say',
      country: 'Kenya',
      termsAccepted: true,
    });
    assert.equal(signUp.status, 201, signUp.body.toString());
    const mail = await mailbox.waitFor(email, /Confirm your e-mail/);
    // The link is on the public address (nginx), whichever instance sent the mail.
    const link = new RegExp(`${topology.url.replace(/[.:/]/g, '\\$&')}/auth/verify-email\\?token=[A-Za-z0-9_%-]+`).exec(mail.text)?.[0];
    assert.ok(link, `the mail links to ${topology.url}/auth/verify-email:\n${mail.text}`);
    const page = await request(link, { headers: { accept: 'text/html' } });
    assert.equal(page.status, 200);
    assert.match(String(page.headers['content-type']), /^text\/html/);
    // The link's token stays out of nginx's log, as out of the API's.
    const access = await accessLog((text) => text.includes('"GET /auth/verify-email"'), 'line for the verify-email page');
    assert.doesNotMatch(access, /token=/);
    const verified = await nginx.postJson('/api/auth/verify-email/', { token: new URL(link).searchParams.get('token') });
    assert.equal(verified.status, 200, verified.body.toString());
    const signIn = await nginx.postJson('/api/auth/signin/', { email, password: PASSWORD });
    assert.equal(signIn.status, 200, signIn.body.toString());
    const cookie = cookieFrom(signIn, 'sid');
    const me = json(await nginx.get('/api/auth/user/', { cookie }));
    assert.equal(me.data.user?.email, email);
    return { id: me.data.user.id, email, cookie };
  }

  before(async () => {
    const unbuilt = missingBuild();
    assert.deepEqual(unbuilt, [], `the site must be built first (npm run build): missing ${unbuilt.join(', ')}`);
    mailbox = await startMailbox();
    topology = await startTopology({
      instances: 2,
      env: {
        SMTP_URL: mailbox.url,
        STAFF_EMAILS: STAFF_EMAIL,
        // The stream below comes from one client; its hourly limit (5) would stop it after five reports.
        REPORTS_PER_HOUR: '100000',
      },
    });
    nginx = client(topology.url);
  });

  after(async () => {
    for (const { socket } of sockets) socket.terminate();
    try {
      await topology?.stop();
    } finally {
      await mailbox?.close();
    }
  });

  step("nginx sends the released shell's and remotes' files from disk, with the API's cache headers; the registry comes from an instance", async () => {
    const registry = await nginx.get('/remotes.json');
    assert.equal(registry.status, 200);
    assert.equal(registry.headers['cache-control'], 'no-cache');
    const live = json(registry);
    assert.deepEqual(live, json(await direct(topology.instances[0]).get('/remotes.json')), 'the instance answers the registry');
    assert.ok(live.shell?.version, 'the build released the shell');

    const shellDir = path.join(REPO_DIR, 'deploy', 'shell', live.shell.version);
    const asset = `shell/${live.shell.version}/${readdirSync(shellDir).find((name) => /\.[0-9a-f]{10}\.js$/.test(name) && existsSync(path.join(shellDir, `${name}.gz`)))}`;
    assert.match(asset, /\.js$/, 'the released shell has a hashed script with a precompressed copy');
    const plain = await nginx.get(`/${asset}`);
    assert.equal(plain.status, 200);
    assert.deepEqual(plain.body, readFileSync(path.join(REPO_DIR, 'deploy', asset)));
    const fromApi = await direct(topology.instances[0]).get(`/${asset}`);
    assert.equal(plain.headers['cache-control'], fromApi.headers['cache-control'], 'the same Cache-Control as the API sends');
    assert.equal(plain.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.match(String(plain.headers['content-type']), /javascript/);

    const gzipped = await nginx.get(`/${asset}`, { 'accept-encoding': 'gzip' });
    assert.equal(gzipped.headers['content-encoding'], 'gzip', 'the precompressed copy is sent');
    assert.deepEqual(gzipped.body, readFileSync(path.join(REPO_DIR, 'deploy', `${asset}.gz`)));
    assert.match(String(gzipped.headers.vary), /Accept-Encoding/i);

    for (const remote of Object.values(live.remotes)) {
      const manifest = await nginx.get(remote.entry);
      assert.equal(manifest.status, 200, remote.entry);
      assert.equal(manifest.headers['cache-control'], 'public, max-age=31536000, immutable', remote.entry);
      assert.equal(manifest.headers['access-control-allow-origin'], '*', remote.entry);
      assert.deepEqual(manifest.body, readFileSync(path.join(REPO_DIR, 'deploy', remote.entry)));
    }
    // The service worker is made by an instance for the live shell, never the build's file from disk.
    const worker = await nginx.get('/sw.js');
    assert.equal(worker.status, 200);
    assert.ok(worker.body.toString('utf8').startsWith(`self.__SHELL_FILES=["/shell/${live.shell.version}/`), worker.body.toString('utf8').slice(0, 80));
    assert.equal(worker.headers['cache-control'], 'no-cache');

    const first = Object.values(live.remotes)[0];
    const absent = await nginx.get(first.entry.replace(/[^/]+$/, 'no-such-chunk.js'));
    assert.equal(absent.status, 404);
    assert.match(String(absent.headers['content-type']), /application\/json/, "a missing file is the API's JSON 404, as without nginx");
  });

  step('every page address is built per request by an instance: a fresh style nonce in the page and its CSP', async () => {
    const nonces = [];
    for (const url of ['/', '/', '/index.html', '/counties', '/counties/county/047']) {
      const page = await nginx.get(url, { accept: 'text/html' });
      assert.equal(page.status, 200, url);
      assert.equal(page.headers['cache-control'], 'no-cache', url);
      const inPage = /<meta property="csp-nonce" nonce="([^"]+)">/.exec(page.body.toString('utf8'))?.[1];
      assert.ok(inPage, `${url} carries its nonce`);
      assert.ok(String(page.headers['content-security-policy']).includes(`'nonce-${inPage}'`), `${url}: the CSP allows the page's own nonce`);
      nonces.push(inPage);
    }
    assert.equal(new Set(nonces).size, nonces.length, 'no two answers share a nonce');
    const unknown = await nginx.get('/no-such-page', { accept: 'text/html' });
    assert.equal(unknown.status, 404, "an address no section owns is the API's real 404");
    assert.match(String(unknown.headers['content-type']), /^text\/html/);
  });

  step("nginx's request id reaches the API and comes back and is in nginx's log; metrics stay per instance", async () => {
    const answer = await nginx.get('/api/counties/');
    assert.equal(answer.status, 200);
    const id = answer.headers['x-request-id'];
    assert.match(String(id), /^[0-9a-f]{32}$/, 'the id nginx made ($request_id) is echoed by the API');
    await accessLog((text) => text.includes(id), `a line with request id ${id}`);

    // Metrics are read per instance, on its own port; nginx does not hand them out.
    const viaNginx = await nginx.get('/api/metrics/');
    assert.equal(viaNginx.status, 404);
    assert.match(json(viaNginx).message, /each instance/);
    const local = await request(`${topology.instances[0].url}/api/metrics/`);
    assert.equal(local.status, 200, 'a scraper on the machine reads an instance directly');
    assert.match(local.body.toString('utf8'), /http_request_duration_seconds/);
  });

  step('behind nginx each client has its own rate limit, and a forged X-Forwarded-For does not change it', async (t) => {
    // Receipt lookups are limited per client. Two clients on loopback addresses of their own, through nginx.
    const [first, second] = ['127.0.0.2', '127.0.0.3'];
    const seenAs = [await arrivesFrom(first), await arrivesFrom(second)];
    const lookUp = (localAddress, more = {}) =>
      request(`${topology.url}/api/reports/follow-up/`, {
        method: 'POST',
        localAddress,
        headers: { origin: topology.url, 'content-type': 'application/json', ...more },
        body: JSON.stringify({ receipt: '0000 0000 0000 0000' }),
      });
    try {
      const statuses = [];
      while (statuses.length < 60 && statuses.at(-1) !== 429) statuses.push((await lookUp(first)).status);
      assert.equal(statuses.at(-1), 429, `the first client reaches its limit (got ${statuses.join(' ')})`);
      assert.ok(
        statuses.slice(0, -1).every((status) => status === 404),
        'until then each unknown receipt is a 404',
      );
      assert.equal((await lookUp(first, { 'x-forwarded-for': '203.0.113.9' })).status, 429, 'nginx replaces a forged X-Forwarded-For');
      if (seenAs[0] !== seenAs[1]) {
        assert.equal((await lookUp(second)).status, 404, 'another client is not limited by the first');
      } else {
        // Nothing nginx or the API can tell apart: the machine itself hands both connections the same address.
        t.diagnostic(`not checked: this machine's loopback shows connections from ${first} and ${second} both as ${seenAs[0]}, so they are one client to nginx`);
      }
      // The access log has a line for each of those requests, and neither client's address.
      const sent = statuses.length + (seenAs[0] !== seenAs[1] ? 2 : 1);
      const lines = (await accessLog((text) => (text.match(/"POST \/api\/reports\/follow-up\/"/g) ?? []).length >= sent, 'line for every lookup'))
        .split('\n')
        .filter((line) => line.includes('/api/reports/follow-up/'));
      assert.ok(
        lines.every((line) => !line.includes(first) && !line.includes(second)),
        `no client address in:\n${lines.slice(0, 3).join('\n')}`,
      );
    } finally {
      // Later steps look receipts up from this machine's own address; where the loopback does not keep
      // clients apart, that is the address the lookups above were counted against.
      await topology.clearRateLimits();
    }
  });

  step('a citizen signs up through nginx, follows the e-mailed link and signs in', async () => {
    state.citizen = await signUpAndIn('Achieng Otieno', `achieng.otieno.${run}@example.org`);
    const refused = await nginx.get('/api/desk/cases/', { cookie: state.citizen.cookie });
    assert.equal(refused.status, 403, 'a citizen is not a case handler');
  });

  step('a case handler named in STAFF_EMAILS signs up, sets up two-step sign-in on one instance and reaches the desk on the other', async () => {
    const staff = await signUpAndIn('Desk Officer', STAFF_EMAIL);
    const first = await nginx.get('/api/desk/cases/', { cookie: staff.cookie });
    assert.equal(first.status, 403, 'the desk waits for two-step sign-in');
    assert.equal(json(first).code, 'second_factor');
    // The key is sealed by one instance and opened by the other: both hold the same site secret.
    const [instanceA, instanceB] = topology.instances;
    const setup = await direct(instanceA).postJson('/api/auth/second-factor/setup/', {}, { cookie: staff.cookie });
    assert.equal(setup.status, 200, setup.body.toString());
    const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(json(setup).key.replace(/\s/g, '')) }).generate();
    const enabled = await direct(instanceB).postJson('/api/auth/second-factor/enable/', { code }, { cookie: staff.cookie });
    assert.equal(enabled.status, 200, enabled.body.toString());
    const desk = await nginx.get('/api/desk/cases/', { cookie: staff.cookie });
    assert.equal(desk.status, 200, desk.body.toString());
    state.staff = staff;
  });

  step(
    'the citizen files a named complaint with a 1.5 MB document through nginx, and keeps notification sockets on instance A and through nginx',
    async () => {
      const { citizen } = state;
      const form = await multipart(
        {
          category: 'corruption',
          county: '047',
          institution: 'Nairobi City Water and Sewerage Company',
          details: `Complaint ${run}: a new connection was refused unless a fee was paid in cash.`,
          incidentDate: daysAgo(10),
          fullName: 'Achieng Otieno',
          email: citizen.email,
          phone: '+254 712 345 678',
          preferredContact: 'email',
          declaration: 'true',
        },
        // Larger than nginx's default body limit (1 MB): the site's own limit must be the one that applies.
        [{ field: 'documents', name: 'meter-photo.png', type: 'image/png', bytes: randomPng(700, 700) }],
      );
      const complaint = await nginx.postForm('/api/complaints/', form, { cookie: citizen.cookie, 'idempotency-key': `complaint-${run}` });
      assert.equal(complaint.status, 201, complaint.body.toString());
      const reference = json(complaint).data.reference;
      assert.match(reference, /^UH-\d{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);

      const [instanceA] = topology.instances;
      const onA = openSocket(`ws://127.0.0.1:${instanceA.port}/ws/notifications/${citizen.id}/`, { ...topology.forwardedHeaders, origin: topology.url, cookie: citizen.cookie });
      const viaNginx = openSocket(`ws://${topology.host}/ws/notifications/${citizen.id}/`, { origin: topology.url, cookie: citizen.cookie });
      sockets.push(onA, viaNginx);
      await Promise.all([onA.opened, viaNginx.opened]);
      // A refused socket is opened, then closed with 1008: give a refusal the time to arrive.
      await new Promise((resolve) => setTimeout(resolve, 300));
      assert.ok(!onA.closed() && !viaNginx.closed(), 'both sockets stay open');
      state.complaint = { reference };
      state.sockets = { onA, viaNginx };
    },
    ['citizen'],
  );

  step(
    'an anonymous report with evidence sent to instance A is on the desk of instance B: evidence byte for byte, receipt found',
    async () => {
      const [instanceA, instanceB] = topology.instances;
      const evidence = randomPng(800, 600);
      const marker = `pinned-${run}`;
      const form = await multipart(
        {
          incidentType: 'bribery',
          location: `Kisumu county lands office ${marker}`,
          date: daysAgo(20),
          description: `Report ${marker}: a clerk asked for money to release a title deed.`,
          isAnonymous: 'true',
          keepOriginals: 'true',
        },
        [{ field: 'evidenceFiles', name: 'office-photo.png', type: 'image/png', bytes: evidence }],
      );
      const filed = await direct(instanceA).postForm('/api/corruption-reports/', form, { 'idempotency-key': `pinned-${run}` });
      assert.equal(filed.status, 201, filed.body.toString());
      const receipt = json(filed).data.receipt;

      const onB = direct(instanceB);
      const staffCookie = { cookie: state.staff.cookie };
      // The texts are encrypted: the desk finds the report by its place, in the title its list opens.
      const list = json(await onB.get('/api/desk/cases/?type=corruption', staffCookie));
      const listed = list.cases.filter((entry) => entry.title.includes(marker));
      assert.equal(listed.length, 1, 'instance B lists the report');
      const view = json(await onB.get(`/api/desk/cases/${listed[0].id}/`, staffCookie));
      assert.equal(view.case.files.length, 1);
      const file = view.case.files[0];
      assert.equal(file.sizeBytes, evidence.length);
      const download = await onB.get(file.downloadUrl, staffCookie);
      assert.equal(download.status, 200, `instance B sends evidence received by instance A: ${download.body.toString('utf8').slice(0, 200)}`);
      assert.match(String(download.headers['content-disposition']), /^attachment/);
      assert.equal(download.body.length, evidence.length);
      assert.equal(sha256(download.body), sha256(evidence), 'byte for byte');
      // The same through nginx, wherever it lands.
      const throughNginx = await nginx.get(file.downloadUrl, staffCookie);
      assert.equal(sha256(throughNginx.body), sha256(evidence));

      // The receipt issued by A finds the report on B (one pepper for all instances).
      const followUp = await onB.postJson('/api/reports/follow-up/', { receipt });
      assert.equal(followUp.status, 200, followUp.body.toString());
      assert.equal(json(followUp).data.files[0].sizeBytes, evidence.length);
    },
    ['staff'],
  );

  step('evidence sent ahead in pieces, begun on instance A and finished on instance B, is kept with a report filed through nginx', async () => {
    const [instanceA, instanceB] = topology.instances;
    const evidence = randomPng(900, 700);
    const secret = randomBytes(32).toString('base64url');
    const tus = (instance, method, url, more = {}, body) =>
      request(`${instance.url}${url}`, {
        method,
        headers: { ...topology.forwardedHeaders, origin: topology.url, 'tus-resumable': '1.0.0', 'upload-secret': secret, ...more },
        body,
      });
    const created = await tus(instanceA, 'POST', '/api/uploads/', { 'upload-length': String(evidence.length) });
    assert.equal(created.status, 201, created.body.toString());
    const location = created.headers.location;
    const half = Math.floor(evidence.length / 2);
    const piece = (offset, bytes) => ({ 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream', 'content-length': String(bytes.length) });
    assert.equal((await tus(instanceA, 'PATCH', location, piece(0, evidence.subarray(0, half)), evidence.subarray(0, half))).status, 204);
    // Instance B knows how far it got, and takes the rest.
    assert.equal((await tus(instanceB, 'HEAD', location)).headers['upload-offset'], String(half));
    const rest = evidence.subarray(half);
    assert.equal((await tus(instanceB, 'PATCH', location, piece(half, rest), rest)).status, 204);

    const form = await multipart({
      incidentType: 'extortion',
      location: `Weighbridge ${run}`,
      date: daysAgo(5),
      description: `Report ${run}: drivers pay before their loads are weighed.`,
      isAnonymous: 'true',
      keepOriginals: 'true',
      uploads: JSON.stringify([{ id: location.split('/').pop(), secret, name: 'weighbridge.png' }]),
    });
    const filed = await nginx.postForm('/api/corruption-reports/', form, { 'idempotency-key': `ahead-${run}` });
    assert.equal(filed.status, 201, filed.body.toString());
    const followUp = await nginx.postJson('/api/reports/follow-up/', { receipt: json(filed).data.receipt });
    assert.deepEqual(json(followUp).data.files, [{ name: 'weighbridge.png', sizeBytes: evidence.length, addedBy: 'reporter' }]);
    // Stored with its report, the upload is gone on every instance.
    assert.equal((await tus(instanceB, 'HEAD', location)).status, 404);
  });

  step(
    "a status change made on instance B reaches the complainant's socket on instance A and the one through nginx",
    async () => {
      const [, instanceB] = topology.instances;
      const staffCookie = { cookie: state.staff.cookie };
      const list = json(await direct(instanceB).get(`/api/desk/cases/?type=complaint&q=${encodeURIComponent(state.complaint.reference)}`, staffCookie));
      assert.equal(list.total, 1);
      const reason = `Referred to the county's internal audit (${run}).`;
      const changed = await direct(instanceB).postJson(`/api/desk/cases/${list.cases[0].id}/status/`, { status: 'under_review', reason }, staffCookie);
      assert.equal(changed.status, 200, changed.body.toString());
      for (const [where, socket] of Object.entries(state.sockets)) {
        const pushed = await socket.waitFor((message) => message.type === 'notification' && message.message.message.includes(state.complaint.reference), `notification (${where})`);
        assert.ok(pushed.message.message.includes(reason), where);
      }
      const mine = json(await nginx.get('/api/reports/mine/', { cookie: state.citizen.cookie }));
      assert.equal(mine.reports.find((report) => report.reference === state.complaint.reference)?.status, 'under_review');
    },
    ['complaint', 'staff'],
  );

  step(`instance A killed (SIGKILL) during a stream of ${STREAM.total} reports through nginx: every acknowledged report is stored exactly once`, async (t) => {
    const [instanceA] = topology.instances;
    let restarted = null;
    let killedAt = null;
    let cutOff = 0;
    const stream = await runReportStream({
      url: `${topology.url}/api/corruption-reports/`,
      headers: { origin: topology.url },
      total: STREAM.total,
      concurrency: STREAM.concurrency,
      runId: run,
      evidence: Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(16 * 1024)]),
      deadlineMs: STREAM.deadlineMs,
      onAcknowledged(count) {
        if (count !== STREAM.killAfter) return;
        killedAt = count;
        // Killed while it holds a report (its log shows one begun, not answered), then started again on the
        // same database and data folder, as systemd's Restart=on-failure would.
        restarted = instanceA.killWhileServing('POST', '/api/corruption-reports/').then((holding) => {
          cutOff = holding;
          return instanceA.start();
        });
        // Awaited after the stream; until then a failed restart must not count as an unhandled rejection.
        restarted.catch(() => undefined);
      },
    });
    assert.ok(killedAt, `instance A was killed after ${STREAM.killAfter} acknowledgements`);
    await restarted;
    assert.ok(cutOff > 0, 'instance A was holding a report when it was killed');
    const figures = summarize(stream, await storedPerKey(topology, run));
    t.diagnostic(
      `instance A killed holding ${cutOff} report(s); sent ${figures.sent}, acknowledged ${figures.acknowledged} (${figures.replayed} replayed), stored ${figures.stored}, duplicates ${figures.duplicates}, abandoned ${figures.abandoned.length}, retries ${figures.retries} (answers other than 201: ${JSON.stringify(figures.notAcknowledged)}), p99 ${Math.round(figures.latency.p99)} ms`,
    );

    assert.equal(figures.sent, STREAM.total, 'every report was sent before the time limit');
    const refusals = figures.refused.map((report) => report.refusal);
    assert.deepEqual(refusals, [], 'no report was refused');
    assert.deepEqual(figures.acknowledgedNotStoredOnce, [], 'every acknowledged report is stored exactly once');
    assert.equal(figures.duplicates, 0, 'no report is stored twice');
    // Only what instance A was holding when it died can go unanswered: at most one report per client connection.
    assert.ok(figures.abandoned.length <= STREAM.concurrency, `at most ${STREAM.concurrency} reports unanswered, got ${figures.abandoned.length}`);
    assert.equal(figures.acknowledged + figures.abandoned.length, STREAM.total);
    assert.ok(figures.notAcknowledged['502'] || figures.notAcknowledged.network, `the client saw the kill cut a submission off (${JSON.stringify(figures.notAcknowledged)})`);

    // Each receipt the client holds leads to its own report: a follow-up message sent with it lands on the
    // report carrying the same key. Replays first (their answer came from a second attempt), then reports
    // from before and after the kill.
    const acknowledged = stream.reports.filter((report) => report.outcome === 'acknowledged');
    const receipts = acknowledged.map((report) => report.receipt);
    assert.ok(receipts.every((receipt) => /^\d{4} \d{4} \d{4} \d{4}$/.test(receipt)));
    assert.equal(new Set(receipts).size, receipts.length, 'every acknowledged report has its own receipt');
    const spread = acknowledged.filter((report, i) => !report.replayed && i % Math.ceil(acknowledged.length / 6) === 0);
    const sample = [...acknowledged.filter((report) => report.replayed), ...spread].slice(0, 8);
    for (const report of sample) {
      const message = await nginx.postJson('/api/reports/follow-up/messages/', { receipt: report.receipt, message: `receipt check ${report.key}` });
      assert.equal(message.status, 201, message.body.toString());
    }
    const landed = (await openedReports(topology)).flatMap((report) =>
      report.messages.filter((body) => body.startsWith(`receipt check ${run}-`)).map((body) => ({ body, description: report.description })),
    );
    assert.equal(landed.length, sample.length);
    for (const row of landed) assert.ok(row.description.endsWith(` key:${row.body.slice('receipt check '.length)}`), `${row.body} landed on "${row.description}"`);
  });

  step('with every instance stopped, nginx still serves released files, and pages and the registry answer 502', async () => {
    for (const instance of topology.instances) {
      const ended = await instance.stop();
      assert.equal(ended.code, 0, `instance ${instance.name} drained and stopped cleanly on SIGTERM`);
    }
    const { shell } = JSON.parse(readFileSync(path.join(REPO_DIR, 'deploy', 'remotes.json'), 'utf8'));
    const asset = readdirSync(path.join(REPO_DIR, 'deploy', 'shell', shell.version)).find((name) => /\.[0-9a-f]{10}\.js$/.test(name));
    assert.equal((await nginx.get(`/shell/${shell.version}/${asset}`)).status, 200, "the released shell's files are files");
    assert.equal((await nginx.get('/remotes.json')).status, 502, 'the registry is answered per browser by an instance');
    assert.equal((await nginx.get('/', { accept: 'text/html' })).status, 502);
    assert.equal((await nginx.get('/api/counties/')).status, 502);
  });
});
