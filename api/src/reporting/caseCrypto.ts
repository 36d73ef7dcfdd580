import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createPrivateKey,
  createPublicKey,
  diffieHellman,
  generateKeyPairSync,
  hkdfSync,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import argon2 from 'argon2';

/**
 * The cryptography that keeps cases unreadable at rest (docs/architecture.md, "Cases encrypted at rest"):
 * AES-256-GCM for texts, files and wrapped keys; X25519 to wrap a case's key for a person's public key;
 * argon2id to wrap a case handler's private key with their password. Everything here is node:crypto and the
 * argon2 package the passwords already use.
 */

/** A case's own key, or any other 256-bit secret key. */
export type SecretKey = Buffer;

/** Something sealed here failed to open: a wrong key, or bytes changed since they were sealed. */
export class SealBroken extends Error {
  constructor(what: string) {
    super(`${what} could not be opened: wrong key or changed data`);
    this.name = 'SealBroken';
  }
}

const NONCE_BYTES = 12;
const TAG_BYTES = 16;
/** Marks a sealed text in a text column, so a column tells sealed values from ones written before encryption. */
export const SEALED_TEXT_PREFIX = 'uh1:';
/** The first bytes of a sealed file. */
const SEALED_FILE_MAGIC = Buffer.from('UHF1');
/** What sealing adds to a file's size: its first bytes, the nonce and the tag. */
export const SEALED_FILE_OVERHEAD = SEALED_FILE_MAGIC.length + NONCE_BYTES + TAG_BYTES;

export function newSecretKey(): SecretKey {
  return randomBytes(32);
}

/** nonce | ciphertext | tag, with `context` bound in as associated data: a value moved to another case or field does not open. */
export function seal(key: SecretKey, plain: Buffer, context: string): Buffer {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(Buffer.from(context));
  return Buffer.concat([nonce, cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
}

export function open(key: SecretKey, sealed: Buffer, context: string): Buffer {
  if (sealed.length < NONCE_BYTES + TAG_BYTES) throw new SealBroken(context);
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, NONCE_BYTES));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    return Buffer.concat([decipher.update(sealed.subarray(NONCE_BYTES, sealed.length - TAG_BYTES)), decipher.final()]);
  } catch {
    throw new SealBroken(context);
  }
}

export function sealText(key: SecretKey, text: string, context: string): string {
  return SEALED_TEXT_PREFIX + seal(key, Buffer.from(text, 'utf8'), context).toString('base64');
}

export function isSealedText(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.startsWith(SEALED_TEXT_PREFIX);
}

/** A sealed text opened; a value from before encryption (no prefix) is returned as it is; null stays null. */
export function openText(key: SecretKey, value: string | null, context: string): string | null {
  if (value === null || !isSealedText(value)) return value;
  return open(key, Buffer.from(value.slice(SEALED_TEXT_PREFIX.length), 'base64'), context).toString('utf8');
}

export function sealFile(key: SecretKey, plain: Buffer, context: string): Buffer {
  return Buffer.concat([SEALED_FILE_MAGIC, seal(key, plain, context)]);
}

export function isSealedFile(bytes: Buffer): boolean {
  return bytes.subarray(0, SEALED_FILE_MAGIC.length).equals(SEALED_FILE_MAGIC);
}

/** A sealed file's bytes; a file stored before encryption is returned as it is. */
export function openFile(key: SecretKey, bytes: Buffer, context: string): Buffer {
  if (!isSealedFile(bytes)) return bytes;
  return open(key, bytes.subarray(SEALED_FILE_MAGIC.length), context);
}

/** An X25519 key pair as raw 32-byte halves. */
export interface KeyPair {
  publicKey: Buffer;
  privateKey: Buffer;
}

export function newKeyPair(): KeyPair {
  const { publicKey, privateKey } = generateKeyPairSync('x25519');
  const jwk = privateKey.export({ format: 'jwk' });
  return { publicKey: Buffer.from(publicKey.export({ format: 'jwk' }).x!, 'base64url'), privateKey: Buffer.from(jwk.d!, 'base64url') };
}

function publicKeyObject(raw: Buffer): KeyObject {
  return createPublicKey({ key: { kty: 'OKP', crv: 'X25519', x: raw.toString('base64url') }, format: 'jwk' });
}

function privateKeyObject(pair: KeyPair): KeyObject {
  return createPrivateKey({ key: { kty: 'OKP', crv: 'X25519', x: pair.publicKey.toString('base64url'), d: pair.privateKey.toString('base64url') }, format: 'jwk' });
}

/** The public half of a raw private key. */
export function publicHalf(privateKey: Buffer): Buffer {
  const object = createPrivateKey({ key: Buffer.concat([X25519_PKCS8_PREFIX, privateKey]), format: 'der', type: 'pkcs8' });
  return Buffer.from(createPublicKey(object).export({ format: 'jwk' }).x!, 'base64url');
}
/** The DER header of a PKCS #8 X25519 private key, before its 32 raw bytes (RFC 8410). */
const X25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b656e04220420', 'hex');

const WRAP_INFO = Buffer.from('uwazi-hub case key wrap v1');

function wrapKeyFor(shared: Buffer, ephemeral: Buffer, recipient: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', shared, Buffer.concat([ephemeral, recipient]), WRAP_INFO, 32));
}

/**
 * A secret key wrapped for a public key (an anonymous sealed box): a fresh key pair's public half, then the key
 * sealed with what X25519 between that pair and the recipient gives. Only the recipient's private key opens it.
 */
export function wrapForPublicKey(secret: SecretKey, recipient: Buffer, context: string): Buffer {
  const ephemeral = newKeyPair();
  const shared = diffieHellman({ privateKey: privateKeyObject(ephemeral), publicKey: publicKeyObject(recipient) });
  return Buffer.concat([ephemeral.publicKey, seal(wrapKeyFor(shared, ephemeral.publicKey, recipient), secret, context)]);
}

export function unwrapWithPrivateKey(wrapped: Buffer, pair: KeyPair, context: string): SecretKey {
  if (wrapped.length < 32 + NONCE_BYTES + TAG_BYTES) throw new SealBroken(context);
  const ephemeral = wrapped.subarray(0, 32);
  let shared: Buffer;
  try {
    shared = diffieHellman({ privateKey: privateKeyObject(pair), publicKey: publicKeyObject(ephemeral) });
  } catch {
    throw new SealBroken(context);
  }
  return open(wrapKeyFor(shared, ephemeral, pair.publicKey), wrapped.subarray(32), context);
}

/** argon2id at the cost passwords are hashed with (accounts/passwords.ts), giving a 256-bit key instead of a hash. */
export async function keyFromPassword(password: string, salt: Buffer): Promise<SecretKey> {
  return argon2.hash(password, { type: argon2.argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1, hashLength: 32, salt, raw: true });
}

/** A key derived from a secret the browser holds (a session's cookie), for one purpose. */
export function keyFromToken(token: string, purpose: string): SecretKey {
  return Buffer.from(hkdfSync('sha256', Buffer.from(token), Buffer.alloc(0), Buffer.from(`uwazi-hub ${purpose}`), 32));
}

/** Groups of four hex digits of the public key's SHA-256: what an administrator compares with the copy kept offline. */
export function fingerprint(publicKey: Buffer): string {
  return createHash('sha256').update(publicKey).digest('hex').slice(0, 32).match(/.{4}/g)?.join(' ') ?? '';
}
