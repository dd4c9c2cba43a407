import readline from 'node:readline';
import { DataDirInUseError, lockDataDir } from '#db/data-dir-lock.ts';

/**
 * A process that tries the data directory lock (data-dir-lock.test.ts): says "ready", tries on "go", says "won" or
 * "lost", and holds what it got until its stdin closes.
 */
const dir = process.argv[2] ?? '';
const lines = readline.createInterface({ input: process.stdin });
process.stdout.write('ready\n');
lines.once('line', async () => {
  try {
    await lockDataDir(dir);
    process.stdout.write('won\n');
  } catch (error) {
    process.stdout.write(error instanceof DataDirInUseError ? 'lost\n' : `error ${String(error)}\n`);
  }
});
lines.once('close', () => process.exit(0));
