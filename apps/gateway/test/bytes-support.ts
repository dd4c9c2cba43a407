import type request from 'supertest';

/** Has supertest keep the response's bytes, whatever its content type, as a Buffer in `body`. */
export function readingBytes(call: request.Test): request.Test {
  return call.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });
}
