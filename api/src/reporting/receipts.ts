import { randomInt, scrypt as scryptCallback, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Config } from '../config.js';

const scrypt = promisify(scryptCallback) as (password: string, salt: string, length: number, options: { N: number; r: number; p: number; maxmem: number }) => Promise<Buffer>;

/** 16 random digits: the reporter's only way back to an anonymous report. */
export function newReceipt(): string {
  let digits = '';
  for (let i = 0; i < 16; i += 1) digits += String(randomInt(10));
  return digits;
}

export function formatReceipt(receipt: string): string {
  return receipt.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * A slow hash (scrypt, N = 2^15) with a server-wide pepper: deterministic, so a report is found by its
 * receipt, and costly, so a leaked table cannot be searched through all 10^16 receipts.
 */
export async function hashReceipt(receipt: string, pepper: string): Promise<string> {
  return (await citizenSecrets(receipt, pepper)).lookup;
}

/** What a citizen's secret gives: the hash that finds their case, and the key that opens their thread. */
export interface CitizenSecrets {
  lookup: string;
  key: Buffer;
}

/**
 * One scrypt (as above) stretched to 64 bytes: its first 32 are the lookup hash (the same bytes a 32-byte
 * output gives, so receipts hashed before keys existed still find their report), its last 32 the key that
 * opens the citizen's own thread (reporting/caseKeys.ts). The key is never stored.
 */
export async function citizenSecrets(secret: string, pepper: string): Promise<CitizenSecrets> {
  const derived = await scrypt(secret, pepper, 64, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  return { lookup: derived.subarray(0, 32).toString('hex'), key: derived.subarray(32) };
}

/** A complaint's secrets come from its reference and the e-mail address given with it, both needed to follow it. */
export function complaintSecrets(reference: string, email: string, pepper: string): Promise<CitizenSecrets> {
  return citizenSecrets(`complaint\n${reference.toUpperCase()}\n${email.trim().toLowerCase()}`, pepper);
}

/**
 * The pepper: RECEIPT_PEPPER when set (required on PostgreSQL, where every instance must agree: see
 * requireSharedSecrets), else one generated once and kept beside the embedded database, so receipts keep
 * working across restarts.
 */
export function receiptPepper(config: Config): string {
  if (config.receiptPepper) return config.receiptPepper;
  if (config.dataDir === ':memory:') return randomBytes(32).toString('hex');
  const file = path.join(config.dataDir, 'secrets', 'receipt-pepper');
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
  }
  return readFileSync(file, 'utf8').trim();
}
