import { COMPANY_STAGES } from '@sme/contract/routes/estimate-codes';
import { frozenLookups } from './lookup.ts';

/** 企业发展阶段 of an equity financing request (the gateway's features/estimates/domain/equity.ts). */
export const companyStages = frozenLookups(COMPANY_STAGES);
