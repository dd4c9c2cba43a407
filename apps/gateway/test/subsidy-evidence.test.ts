import { GatewayCode } from '@sme/contract/codes';
import type { SubsidyClaimRecord } from '@sme/contract/routes/subsidy-claims';
import { beforeAll, describe, expect, it } from 'vitest';
import { png } from '../../../tests/support/sample-files/images.ts';
import { pdf } from '../../../tests/support/sample-files/pdf.ts';
import { accountsForFile } from './accounts-support.ts';
import { applyOk, call, certifiedCompany, driveTo, offeredProductIds } from './applications-support.ts';
import { envelopeOf, uploaded } from './files-support.ts';
import { staffLogin, staffOpen } from './staff-support.ts';

/** Issue 22, slice subsidy-pages: the government reviewer opens a claim's evidence (POST /loan/gov/subsidy/file/open). */

const h = accountsForFile({ settings: { rateLimitFactor: 100 } });
let reviewer: string;
let claim: SubsidyClaimRecord;
let elsewhere: string;

const openEvidence = (token: string, id: number, path: string) =>
  staffOpen(h, '/loan/gov/subsidy/file/open', token, { id, path });

beforeAll(async () => {
  const company = await certifiedCompany(h);
  const [productId] = (await offeredProductIds(h)) as [number];
  const applicationId = await applyOk(h, company, productId);
  await driveTo(h, applicationId, [11, 4, 6, 8]);
  const path = await uploaded(h.app, company.token, '贷款合同.pdf', pdf());
  const filed = await call<SubsidyClaimRecord>(h.app, '/loan/pc/subsidy/claim', company.token, {
    applicationId,
    programmeId: 1,
    filePaths: [path],
  });
  expect(filed.code, filed.msg).toBe(0);
  claim = filed.data as SubsidyClaimRecord;
  elsewhere = await uploaded(h.app, company.token, '别的文件.png', png());
  reviewer = await staffLogin(h, 'gov-reviewer');
});

describe('the reviewer opens a claim’s evidence', () => {
  it('answers the file’s bytes inline, with its type and name', async () => {
    const file = claim.files[0] as { path: string };
    const answer = await openEvidence(reviewer, claim.id, file.path);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toMatch(/^inline; /);
    expect((answer.body as Buffer).equals(pdf())).toBe(true);
  });

  it('refuses a file not among the claim’s, an unknown claim, and staff who do not review', async () => {
    const file = claim.files[0] as { path: string };
    for (const [id, path] of [
      [claim.id, elsewhere],
      [2_000_000, file.path],
    ] as const) {
      expect(envelopeOf((await openEvidence(reviewer, id, path)).body as Buffer)).toEqual({
        code: GatewayCode.FILE_NOT_FOUND,
        msg: '证明材料不存在或不属于该申请',
        data: null,
      });
    }
    const gov = await staffLogin(h, 'gov');
    expect(envelopeOf((await openEvidence(gov, claim.id, file.path)).body as Buffer).code).toBe(
      GatewayCode.ROLE_REFUSED,
    );
  });
});
