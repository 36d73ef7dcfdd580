#!/usr/bin/env node
// npm run bench:notifications — notification delivery latency (created → received on the socket) with 1,000
// connected sockets on this machine: in-process (one instance, embedded database), and through Redis (two
// instances on PostgreSQL: created on one, delivered by the other). Needs a build (`npm run build`).
// Uses DATABASE_URL and REDIS_URL for the Redis run; skips it when they are not set.
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import pg from 'pg';
import { buildApp } from '../api/dist/app.js';
import { loadConfig } from '../api/dist/config.js';
import { openDatabase } from '../api/dist/db/index.js';
import { migrate } from '../api/dist/db/migrate.js';
import { createSession } from '../api/dist/accounts/sessions.js';
import { percentile } from './stats.mjs';

const SOCKETS = Number(process.env.BENCH_SOCKETS || 1000);
const NOTIFICATIONS = Number(process.env.BENCH_NOTIFICATIONS || 2000);
const quiet = { write: () => undefined };

async function makeCitizens(db, count) {
  const citizens = [];
  for (let i = 0; i < count; i += 1) {
    const [row] = await db.query(`INSERT INTO users (email, username, full_name, terms_accepted_at, email_verified_at) VALUES ($1, $2, $3, now(), now()) RETURNING id`, [
      `bench.${Date.now()}.${i}@example.org`,
      `bench-${Date.now()}-${i}`,
      `Bench Citizen ${i}`,
    ]);
    citizens.push({ id: row.id, token: await createSession(db, row.id) });
  }
  return citizens;
}

async function openSockets(port, citizens) {
  const received = new Map();
  const sockets = await Promise.all(
    citizens.map(
      (citizen) =>
        new Promise((resolve, reject) => {
          const socket = new WebSocket(`ws://127.0.0.1:${port}/ws/notifications/${citizen.id}/`, {
            headers: { cookie: `sid=${citizen.token}`, origin: `http://127.0.0.1:${port}` },
          });
          socket.on('message', (data) => {
            const { message } = JSON.parse(String(data));
            received.get(message.title)?.(performance.now());
          });
          socket.once('open', () => resolve(socket));
          socket.once('error', reject);
        }),
    ),
  );
  return { sockets, received };
}

/** Sends notifications one after another at a steady pace and measures each one's trip. */
async function measure(creator, citizens, received) {
  const latencies = [];
  for (let i = 0; i < NOTIFICATIONS; i += 1) {
    const citizen = citizens[i % citizens.length];
    const title = `bench-${i}`;
    const arrived = new Promise((resolve) => received.set(title, resolve));
    const started = performance.now();
    await creator.notify(citizen.id, title, 'Delivery latency measurement');
    const at = await arrived;
    received.delete(title);
    latencies.push(at - started);
  }
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), max: latencies.at(-1) };
}

async function inProcess() {
  const config = { ...loadConfig({ ...process.env, DATABASE_URL: '', REDIS_URL: '', DATA_DIR: ':memory:', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: '0' }), seed: false };
  const db = await openDatabase(config);
  await migrate(db);
  const app = await buildApp({ config, db, logStream: quiet });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const port = app.server.address().port;
  const citizens = await makeCitizens(db, SOCKETS);
  const { sockets, received } = await openSockets(port, citizens);
  const figures = await measure(app, citizens, received);
  sockets.forEach((socket) => socket.terminate());
  await app.close();
  await db.close();
  return figures;
}

async function throughRedis() {
  if (!process.env.DATABASE_URL || !process.env.REDIS_URL) return null;
  const schema = `bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const config = { ...loadConfig({ ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: '0', IP_HASH_SECRET: 'bench' }), seed: false };
  const dbA = await openDatabase({ ...config, searchPath: schema });
  const dbB = await openDatabase({ ...config, searchPath: schema });
  try {
    await migrate(dbA);
    const creator = await buildApp({ config, db: dbA, logStream: quiet });
    const holder = await buildApp({ config, db: dbB, logStream: quiet });
    await creator.ready();
    await holder.listen({ host: '127.0.0.1', port: 0 });
    const citizens = await makeCitizens(dbA, SOCKETS);
    const { sockets, received } = await openSockets(holder.server.address().port, citizens);
    const figures = await measure(creator, citizens, received);
    sockets.forEach((socket) => socket.terminate());
    await holder.close();
    await creator.close();
    return figures;
  } finally {
    await dbA.close();
    await dbB.close();
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  }
}

const ms = (value) => `${value.toFixed(2)} ms`;
console.log(`\nNotification delivery, created → received (${SOCKETS} sockets connected, ${NOTIFICATIONS} notifications one after another)\n`);
const local = await inProcess();
console.log(`in-process (PGlite, one instance)   p50 ${ms(local.p50)}   p99 ${ms(local.p99)}   max ${ms(local.max)}`);
const redis = await throughRedis();
if (redis) console.log(`through Redis (PostgreSQL, 2 inst.) p50 ${ms(redis.p50)}   p99 ${ms(redis.p99)}   max ${ms(redis.max)}`);
else console.log('through Redis: skipped (set DATABASE_URL and REDIS_URL)');
console.log('\nTarget: p99 ≤ 100 ms. "Created" includes storing the notification in the database.');
process.exit(0);
