import { beforeAll, describe, expect, it } from 'vitest';
import { pdfMaterial, pngMaterial } from '../../../tests/support/material-entries.ts';
import { png } from '../../../tests/support/sample-files/images.ts';
import { pdf } from '../../../tests/support/sample-files/pdf.ts';
import { harnessForFile } from './accounts-support.ts';
import { applyOk, type Company, call, certifiedCompany, offeredProductIds } from './applications-support.ts';
import { startFiles, uploaded } from './files-support.ts';

const h = harnessForFile(startFiles);
let company: Company;
let productId: number;
beforeAll(async () => {
  company = await certifiedCompany(h);
  [productId] = (await offeredProductIds(h)) as [number];
});

type Detail = { id: number; materials: Array<Record<string, unknown>> };

describe('POST /loan/pc/myDetail: the attached materials', () => {
  it('lists the files attached to the application, in upload order, without deleted ones', async () => {
    const licence = await uploaded(h.app, company.token, '营业执照.pdf', pdf());
    const photo = await uploaded(h.app, company.token, 'site.png', png());
    const gone = await uploaded(h.app, company.token, 'gone.png', png());
    const id = await applyOk(h, company, productId, { materialPaths: [licence, photo, gone] });
    await h.database.db.updateTable('stored_file').set({ deleted_at: new Date() }).where('path', '=', gone).execute();

    const detail = await call<Detail>(h.app, `/loan/pc/myDetail?id=${id}`, company.token);
    expect(detail.code).toBe(0);
    expect(detail.data.materials).toEqual([pdfMaterial(licence, '营业执照.pdf'), pngMaterial(photo, 'site.png')]);
  });

  it('answers [] for an application without materials', async () => {
    const id = await applyOk(h, company, productId);
    expect((await call<Detail>(h.app, `/loan/pc/myDetail?id=${id}`, company.token)).data.materials).toEqual([]);
  });
});
