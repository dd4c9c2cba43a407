import fs from 'node:fs';
import path from 'node:path';

/** Why a folder the gateway writes to cannot take writes now, or null when it can. */
export async function folderCannotWrite(dir: string, minFreeBytes: number): Promise<string | null> {
  const probe = path.join(dir, `.ready-probe-${process.pid}`);
  try {
    await fs.promises.mkdir(dir, { recursive: true });
    await fs.promises.writeFile(probe, 'ok');
    await fs.promises.rm(probe, { force: true });
  } catch (error) {
    return `${dir}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`;
  }
  const space = await fs.promises.statfs(dir);
  const free = space.bavail * space.bsize;
  return free < minFreeBytes ? `${dir}: ${free} bytes free` : null;
}
