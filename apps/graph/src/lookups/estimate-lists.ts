import { lookupList } from './lookup.ts';

/** 企业发展阶段 of an equity financing request (the gateway's features/estimates/domain/equity.ts). */
export const companyStages = lookupList([
  [1, '种子期'],
  [2, '初创期'],
  [3, '成长期'],
  [4, '扩张期'],
  [5, '成熟期'],
]);
