import { describe, expect, it } from 'vitest';
import { documentTitle, OWN_ROUTES, portalRoutes } from './routes';

/** The route table of spec §2, with React Router's `:param` for `{param}`. */
const SPEC_ROUTES = [
  '/',
  '/login',
  '/register',
  '/forget',
  '/verified',
  '/cancelAuthorization',
  '/product',
  '/product/:id',
  '/productZone',
  '/productClassDetail/:id',
  '/applyFromClass',
  '/financeApplyNew',
  '/financeApply',
  '/financeApplyStatus/:status',
  '/financeApplyStatusFromClass/:status',
  '/financeRelease',
  '/financialInstitution',
  '/financialInstitution/:id',
  '/creditInstitution',
  '/biomedicine',
  '/lendingcenter',
  '/regionalFinance',
  '/regionalFinance/:id',
  '/compensate',
  '/reloanPolicy',
  '/GJFutures',
  '/PostalSavingProduct',
  '/PostalSavingProduct/detail',
  '/account/:type',
  '/news/:id',
  '/imgPage',
  '/PDFShow',
  '/key/:key',
  '/changeCompany',
  '/addVerifiedPC',
  '/cbpage/gdauth',
  '/enterpriseFriendly',
  '/enterpriseFriendly/:id',
  '/oneClickRate',
  '/getCreditLimit',
  '/oneClickRateProduct',
  '/rateApplySucess',
  '/bqw',
  '/lsst',
  '/cgd',
  '/equity',
  '/equityForm',
  '/adInvitation',
  '/changeCell',
];

describe('portal routes', () => {
  it('registers every route of spec §2 exactly once, plus our own', () => {
    const paths = portalRoutes.map((route) => route.path);
    expect([...paths].sort()).toEqual([...SPEC_ROUTES, ...OWN_ROUTES].sort());
    expect(OWN_ROUTES).toEqual(['/agreement/:id', '/cbpage/wechat']);
  });

  it('gives every route a Chinese title', () => {
    for (const route of portalRoutes) expect(route.title).toMatch(/^[\u4e00-\u9fff]/);
  });

  it('titles documents "<page> - 区域中小企业融资服务平台"', () => {
    expect(documentTitle('金融超市')).toBe('金融超市 - 区域中小企业融资服务平台');
    expect(documentTitle(undefined)).toBe('区域中小企业融资服务平台');
  });
});
