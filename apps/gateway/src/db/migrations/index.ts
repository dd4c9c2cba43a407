import type { Migration } from 'kysely';
import * as m0001 from './0001_catalog.ts';
import * as m0002 from './0002_accounts.ts';

/** Every migration in order; names sort in the order they must run. Never edit one that has shipped. */
export const migrations: Record<string, Migration> = {
  '0001_catalog': m0001,
  '0002_accounts': m0002,
};
