import { readFileSync } from 'node:fs';
import path from 'node:path';
import { assetsFolder } from '../paths';

let list: Set<string> | null = null;

function commonPasswords(): Set<string> {
  list ??= new Set(
    readFileSync(path.join(assetsFolder, 'common-passwords.txt'), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );
  return list;
}

const leet: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '3': 'e',
  '1': 'i',
  '!': 'i',
  '0': 'o',
  $: 's',
  '5': 's',
  '7': 't',
};

/**
 * The forms of a password to look up: as typed (lower-cased); with the digits and symbols that the rules force
 * stripped from both ends ('Password1!' → 'password'); and that core read without leetspeak ('P@ssw0rd!' → 'password').
 */
export function lookupForms(password: string): string[] {
  const lower = password.toLowerCase();
  const core = lower.replace(/^[^a-z@$]+|[^a-z]+$/g, '');
  const plain = [...core].map((char) => leet[char] ?? char).join('');
  return [...new Set([lower, core, plain])].filter((form) => form.length >= 4);
}

/**
 * Whether a password is one of the 10 000 most common ones (assets/common-passwords.txt), or one of them
 * dressed up to pass the five requirements with a capital, leetspeak and a trailing digit or symbol.
 */
export function isCommonPassword(password: string): boolean {
  const common = commonPasswords();
  return lookupForms(password).some((form) => common.has(form));
}
