import { Transform, type TransformCallback } from 'node:stream';
import { StoredFileTooLarge } from './file-storage.ts';

/** Passes bytes through, counting them, and fails the stream past the limit. */
export class ByteLimit extends Transform {
  bytes = 0;
  constructor(private readonly maxBytes: number) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) done(new StoredFileTooLarge(this.maxBytes));
    else done(null, chunk);
  }
}
