import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import argon2 from 'argon2';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import { SEED_DIR } from '../paths.js';

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

/**
 * Words anyone would try first against this site (ASVS 6.2.11): its own name, and the 47 counties and their
 * capitals that its citizens follow (`Mombasa2024!` is as weak here as `Nairobi2024!`, which the common list
 * already has).
 */
function contextWords(): string[] {
  const site = createRequire(import.meta.url)('@civic/shared/site.config.json') as { name: string };
  const counties = JSON.parse(readFileSync(path.join(SEED_DIR, 'counties.json'), 'utf8')) as Array<{ name: string; capital?: string | null }>;
  const words = [site.name, site.name.replace(/\s+/g, ''), ...site.name.split(/\s+/), ...counties.flatMap((county) => [county.name, county.capital ?? ''])];
  return [...new Set(words.map((word) => word.toLowerCase().replace(/[^a-z]+/g, '')))].filter((word) => word.length >= 4);
}

/**
 * The breached and common password lists shipped with zxcvbn-ts (`passwords-common`, the 49,233 passwords
 * seen most in breaches, and `diceware-common`), plus the words above. Its English dictionaries
 * (`@zxcvbn-ts/language-en`) are left out on purpose: with these lists they refused none of the weak passwords
 * the attack run found, yet added about 50 MB to the server's memory and made each check five times slower
 * (some 85 ms, on the event loop).
 */
const strength = new ZxcvbnFactory({ dictionary: { ...common.dictionary, context: contextWords() }, graphs: common.adjacencyGraphs });

export const COMMON_PASSWORD_MESSAGE = 'This password is too common or too easy to guess. Please choose a less predictable one.';
export const PERSONAL_PASSWORD_MESSAGE = 'Your password must not contain your name or your e-mail address. Please choose another one.';

/**
 * zxcvbn's score of 3 of 4: about a hundred million guesses or more. Below it sit `Summer2024!`,
 * `P@ssw0rd2024!` and random eight-character strings; ordinary passphrases score 4.
 */
const MINIMUM_SCORE = 3;
/**
 * What is left once digits and symbols at the ends are taken off must not itself be a common word, name or
 * place (score 2: over a million guesses). Cracking tools try every word of their lists with years and
 * symbols added, so `Nairobi2024!` is found as fast as `Nairobi`, however well zxcvbn scores the whole.
 */
const MINIMUM_CORE_SCORE = 2;
/** Shorter name parts ('Ali', 'Wa') are left to zxcvbn's user inputs: refusing every password containing them would refuse too much. */
const PERSONAL_PART_MIN = 4;

/** Lower case, accents off, letters only: `Wanjikũ-Kamau1` and `wanjikukamau` compare alike. */
function lettersOnly(value: string): string {
  return value.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\P{L}/gu, '');
}

/** The words of a name and of an address's local part: `john.kamau.mp@x.org` gives `john`, `kamau`, `mp` and `johnkamaump`. */
function personalParts(personal: PersonalDetails): string[] {
  const local = personal.email.split('@')[0] ?? '';
  const pieces = [...personal.fullName.split(/[^\p{L}]+/u), ...local.split(/[^\p{L}]+/u), local].map(lettersOnly);
  return [...new Set(pieces)].filter((piece) => piece.length >= PERSONAL_PART_MIN);
}

export interface PersonalDetails {
  fullName: string;
  email: string;
}

export type PasswordProblem = 'personal' | 'guessable';

/**
 * Why a new password is refused, or null when it is acceptable (ASVS 6.2.4, 6.2.11, 6.2.12). Sign-up,
 * reset and change-password all use this one rule, so a password refused in one is refused in all.
 */
export function passwordProblem(password: string, personal: PersonalDetails): PasswordProblem | null {
  const letters = lettersOnly(password);
  if (personalParts(personal).some((part) => letters.includes(part))) return 'personal';

  // zxcvbn also finds the person's own words with l33t spellings, reversed or split by separators.
  const local = personal.email.split('@')[0] ?? '';
  const inputs = [personal.fullName, personal.email, local, ...personal.fullName.split(/\s+/), ...local.split(/[._+-]+/)].filter((word) => word.length >= 3);
  if (strength.check(password, inputs).score < MINIMUM_SCORE) return 'guessable';
  const core = password.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  if (core && core !== password && strength.check(core, inputs).score < MINIMUM_CORE_SCORE) return 'guessable';
  return null;
}

export function passwordProblemMessage(problem: PasswordProblem): string {
  return problem === 'personal' ? PERSONAL_PASSWORD_MESSAGE : COMMON_PASSWORD_MESSAGE;
}
