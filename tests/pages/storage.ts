import { fileURLToPath } from 'node:url';
import type { Role } from './routes';

/** Where the sign-in setup keeps each role's session: test-results/ (git-ignored, emptied on every run). */
export const storageStateOf = (role: Exclude<Role, 'anonymous'>) =>
  fileURLToPath(new URL(`../test-results/.auth/${role}.json`, import.meta.url));
