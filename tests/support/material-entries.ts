import { expect } from 'vitest';
import { png } from './sample-files/images.ts';
import { pdf } from './sample-files/pdf.ts';

/**
 * The entries an application's materials list answers (the portal's detail, the desk's list; REST and GraphQL alike)
 * for the test kit's sample files, uploaded as `name` and stored at `path`.
 */

/** The sample PDF (pdf()): every field, its upload time an ISO instant. */
export function pdfMaterial(path: string, name: string) {
  return {
    path,
    name,
    kind: 'pdf',
    contentType: 'application/pdf',
    size: pdf().length,
    uploadTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
  };
}

/** The sample PNG (png()): what names it, its type and size. */
export function pngMaterial(path: string, name: string) {
  return expect.objectContaining({ path, name, kind: 'png', contentType: 'image/png', size: png().length });
}
