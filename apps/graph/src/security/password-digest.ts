import crypto from 'node:crypto';

/**
 * A password as the gateway receives it (spec §3 "sent hashed"): the lowercase hex SHA-256 of its UTF-8 text.
 * The typed text never leaves the graph; the gateway stores argon2id of this digest.
 */
export function passwordDigest(password: string): string {
  return crypto.createHash('sha256').update(password, 'utf8').digest('hex');
}
