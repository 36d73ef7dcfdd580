import argon2 from 'argon2';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';

/** argon2id with OWASP's minimum: 19 MiB, 2 passes, one lane. */
const HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, HASH_OPTIONS);
}

/** A hash of a random password, verified against when no account matches, so the answer takes as long. */
const decoy = hashPassword(`decoy-${Math.random()}-${Date.now()}`);

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash ?? (await decoy), password);
  } catch {
    return false;
  }
}

const strength = new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });

export const COMMON_PASSWORD_MESSAGE = 'This password is too common or too easy to guess. Please choose a less predictable one.';

/**
 * Refuses the passwords attackers try first: common ones, keyboard walks, and ones built from the
 * person's own name or address (zxcvbn score below 2 of 4).
 */
export function isTooGuessable(password: string, personal: string[] = []): boolean {
  const words = personal.flatMap((value) => [value, ...value.split(/[\s@._-]+/)]).filter((word) => word.length >= 3);
  return strength.check(password, words).score < 2;
}
