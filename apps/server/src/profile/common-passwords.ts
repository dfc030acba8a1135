import { readFileSync } from 'node:fs';
import path from 'node:path';
import { assetsFolder } from '../paths';

let list: Set<string> | null = null;

/** Whether a password (any case) is among the 10 000 most common ones (assets/common-passwords.txt). */
export function isCommonPassword(password: string): boolean {
  list ??= new Set(
    readFileSync(path.join(assetsFolder, 'common-passwords.txt'), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );
  return list.has(password.toLowerCase());
}
