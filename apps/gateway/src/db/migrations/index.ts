import type { Migration } from 'kysely';
import * as m0001 from './0001_catalog.ts';

/** Every migration in order; names sort in the order they must run. Never edit one that has shipped. */
export const migrations: Record<string, Migration> = {
  '0001_catalog': m0001,
};
