import { pipeline } from 'node:stream/promises';
import { beijingDay } from '@sme/contract/beijing-time';
import * as subsidy from '@sme/contract/routes/subsidy-claims';
import type { Request } from 'express';
import { certifiedRoute } from '#features/accounts/routes/certified-route.ts';
import { downloadHeaders } from '#features/files/file-records.ts';
import type { WorkbenchContext } from '#features/workbench/context.ts';
import { contractRoute } from '#http/contract-route.ts';
import type { RouteDef } from '#http/routing.ts';
import type { FileStorage } from '#outside/storage/file-storage.ts';
import { claimPage, readClaim } from './services/claim-reads.ts';
import { claimPrefill, fileClaim, resubmitClaim } from './services/enterprise-claim-service.ts';
import { openClaimEvidence } from './services/evidence-service.ts';
import { approveClaim, returnClaim, reviewerClaim, subsidyFigures } from './services/review-service.ts';

/**
 * Issue 22, slice subsidy (docs/gateway-api.md, "Subsidy claims"): the enterprise's side (a certified member of the
 * company), the government reviewer's (gov_reviewer) and the government dashboard's figures (gov_viewer,
 * gov_reviewer, operator).
 */
export function subsidyClaimRoutes(ctx: WorkbenchContext, storage: FileStorage): RouteDef[] {
  const { accounts } = ctx;
  const { db } = accounts;
  const now = () => accounts.clock.now();
  const reviewer = (req: Request) => ctx.requireStaff(req, 'subsidy.review');
  return [
    certifiedRoute(accounts, subsidy.pcSubsidyPrefill, (claimant, input) =>
      claimPrefill(db, claimant, input().applicationId, now()),
    ),
    certifiedRoute(accounts, subsidy.pcSubsidyClaim, (claimant, input) => fileClaim(db, claimant, input(), now())),
    certifiedRoute(accounts, subsidy.pcSubsidyList, ({ companyId }, input) => claimPage(db, { companyId }, input())),
    contractRoute(subsidy.pcSubsidyDetail, async (req, input) =>
      readClaim(db, input().id, (await accounts.requireCertified(req)).companyId),
    ),
    certifiedRoute(accounts, subsidy.pcSubsidyResubmit, (claimant, input) =>
      resubmitClaim(db, claimant, input(), now()),
    ),
    contractRoute(subsidy.govSubsidyList, async (req, input) => {
      await reviewer(req);
      const { status, ...page } = input();
      return claimPage(db, { companyId: null, status }, page);
    }),
    contractRoute(subsidy.govSubsidyDetail, async (req, input) =>
      reviewerClaim(db, await reviewer(req), input().id, now()),
    ),
    contractRoute(subsidy.govSubsidyApprove, async (req, input) =>
      approveClaim(db, await reviewer(req), input().id, now()),
    ),
    contractRoute(subsidy.govSubsidyReturn, async (req, input) => returnClaim(db, await reviewer(req), input(), now())),
    contractRoute(subsidy.govSubsidyFigures, async (req, input) => {
      await ctx.requireStaff(req, 'dashboard.read');
      return subsidyFigures(db, input().year ?? Number(beijingDay(now()).slice(0, 4)));
    }),
    contractRoute(subsidy.govSubsidyFileOpen, async (req, input, res) => {
      await reviewer(req);
      const { file, bytes } = await openClaimEvidence(db, storage, input());
      res.status(200).set(downloadHeaders(file));
      await pipeline(bytes, res);
      return undefined as never;
    }),
  ];
}
