import { filePath } from '@sme/contract/routes/files';
import { z } from 'zod';

/**
 * accessFile's body: the path as text/plain, or JSON `{ "filePath": "..." }`. Anything that is not a well-formed path
 * is answered like an unknown file (the route maps a parse failure to FILE_NOT_FOUND).
 */
export const accessFileParams = z.preprocess(
  (body) => (typeof body === 'object' && body !== null && 'filePath' in body ? body.filePath : body),
  filePath,
);
