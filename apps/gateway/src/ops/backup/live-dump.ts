import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { DUMP_KEY_FILE, lockAddress } from '#db/data-dir-lock.ts';

/**
 * A gzipped copy of the embedded database from the gateway that holds `dataDir`, asked over the directory lock's
 * socket with the holder's dump key; null when no process holds the directory (the caller opens it itself).
 */
export function dumpFromHolder(dataDir: string): Promise<Buffer | null> {
  const keyFile = path.join(dataDir, DUMP_KEY_FILE);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(lockAddress(dataDir));
    socket.on('connect', () => {
      let key: string;
      try {
        key = fs.readFileSync(keyFile, 'utf8').trim();
      } catch (error) {
        socket.destroy();
        return reject(new Error(`无法读取 ${keyFile}（${(error as Error).message}）：请以网关的运行用户执行备份`));
      }
      socket.write(`dump ${key}\n`);
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => {
      const dump = Buffer.concat(chunks);
      if (dump.length === 0) reject(new Error('运行中的网关拒绝了备份请求（密钥不符或数据库尚未打开）'));
      else resolve(dump);
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT') resolve(null);
      else reject(error);
    });
  });
}
