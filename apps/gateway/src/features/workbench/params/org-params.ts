import type { orgApplicationList, orgApplicationTransition } from '@sme/contract/routes/org-queue';
import type { ParsedInput } from '@sme/contract/routes/route';

export type OrgListParams = ParsedInput<typeof orgApplicationList>;
export type OrgTransitionParams = ParsedInput<typeof orgApplicationTransition>;
