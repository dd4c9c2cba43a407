import type { Request } from 'express';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import type { FileStorage } from '#outside/storage/file-storage.ts';
import type { Clock } from '#shared/clock.ts';
import type { FileSettings } from '../settings.ts';
import type { FileOwner } from '../stores/file-store.ts';

/**
 * Who calls a file call: the session's account, and its current company only when the account is a member of it
 * (null otherwise). The app builds this from the accounts module; files knows nothing else about accounts.
 */
export type FilesCaller = FileOwner;

/** What the file calls work with (built by app.ts). */
export interface FilesContext {
  db: Kysely<DB>;
  clock: Clock;
  storage: FileStorage;
  settings: FileSettings;
  /** The caller of `Authorization: Bearer <token>`; throws to refuse (no session). */
  caller: (req: Request) => Promise<FilesCaller>;
  /** The caller of the header named GW92 (the `/gw92/...` upload). */
  gw92Caller: (req: Request) => Promise<FilesCaller>;
  /** Spends one upload of the account's budget; throws when it is used up. */
  spendUpload: (userId: number) => Promise<void>;
}
