import type { ComponentType, ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { HomePage } from '#features/home/pages/HomePage.tsx';

/** React Router's route-level `lazy`: the page's chunk, answering the page as `Component`. */
type LazyPage = () => Promise<{ Component: ComponentType }>;

/**
 * One page of the portal (spec §2): its path, its title, and the page — an element, or a `lazy` import for pages
 * worth their own chunk.
 */
export type PortalRoute = { path: string; title: string } & (
  | { element: ReactNode; lazy?: never; withoutApollo?: never }
  | {
      lazy: LazyPage;
      element?: never;
      /** The page asks its queries with the plain fetch: Apollo Client does not load with it (issue 10). */
      withoutApollo?: true;
    }
);

/** The `lazy` of a page: its module's import (a chunk of its own) and the export that is the page. */
const page =
  <Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name): LazyPage =>
  () =>
    load().then((module) => ({ Component: module[name] }));

/**
 * Routes of ours beyond spec §2's table: the agreement pages of spec §2, by protocol id (1 隐私政策, 2 用户服务协议…),
 * and the WeChat login's callback page (beside the provincial /cbpage/gdauth).
 */
export const OWN_ROUTES = ['/agreement/:id', '/cbpage/wechat'] as const;

/**
 * Every route of spec §2, in the order of its table, then ours. Only the home page is in the first load; the account
 * pages load on demand (their panels are shared with the account dialog), the viewers keep pdf.js out of the first
 * load, the special zones share one module, and the personal centre lives in the app layer (it composes the sections
 * of several features).
 */
export const portalRoutes: PortalRoute[] = [
  { path: '/', title: '首页', element: <HomePage /> },
  { path: '/login', title: '企业登录', lazy: page(() => import('#features/auth/pages/LoginPage.tsx'), 'LoginPage') },
  {
    path: '/register',
    title: '企业注册',
    lazy: page(() => import('#features/auth/pages/RegisterPage.tsx'), 'RegisterPage'),
  },
  { path: '/forget', title: '忘记密码', lazy: page(() => import('#features/auth/pages/ForgetPage.tsx'), 'ForgetPage') },
  {
    path: '/verified',
    title: '实名认证',
    lazy: page(() => import('#features/verification/pages/VerifiedPage.tsx'), 'VerifiedPage'),
  },
  {
    path: '/cancelAuthorization',
    title: '撤销数据授权',
    lazy: page(() => import('#features/authorisation/pages/CancelAuthorizationPage.tsx'), 'CancelAuthorizationPage'),
  },
  {
    path: '/product',
    title: '金融超市',
    lazy: page(() => import('#features/products/pages/ProductListPage.tsx'), 'ProductListPage'),
    withoutApollo: true,
  },
  {
    path: '/product/:id',
    title: '产品详情',
    lazy: page(() => import('#features/products/pages/ProductDetailPage.tsx'), 'ProductDetailPage'),
  },
  {
    path: '/productZone',
    title: '产品专区',
    lazy: page(() => import('#features/zones/pages/ProductZonePage.tsx'), 'ProductZonePage'),
  },
  {
    path: '/productClassDetail/:id',
    title: '产品类别详情',
    lazy: page(() => import('#features/zones/pages/ProductClassDetailPage.tsx'), 'ProductClassDetailPage'),
  },
  {
    path: '/applyFromClass',
    title: '产品类别申请',
    lazy: page(() => import('#features/financing/pages/FinanceApplyPage.tsx'), 'ApplyFromClassPage'),
  },
  {
    path: '/financeApplyNew',
    title: '融资申请',
    lazy: page(() => import('#features/financing/pages/FinanceApplyPage.tsx'), 'FinanceApplyPage'),
  },
  {
    path: '/financeApply',
    title: '融资申请',
    lazy: page(() => import('#features/financing/pages/FinanceApplyPage.tsx'), 'FinanceApplyPage'),
  },
  {
    path: '/financeApplyStatus/:status',
    title: '申请结果',
    lazy: page(() => import('#features/financing/pages/ApplyStatusPage.tsx'), 'ApplyStatusPage'),
  },
  {
    path: '/financeApplyStatusFromClass/:status',
    title: '申请结果',
    lazy: page(() => import('#features/financing/pages/ApplyStatusPage.tsx'), 'ApplyStatusPage'),
  },
  {
    path: '/financeRelease',
    title: '发布融资需求',
    lazy: page(() => import('#features/financing/pages/FinanceReleasePage.tsx'), 'FinanceReleasePage'),
  },
  {
    path: '/financialInstitution',
    title: '金融机构',
    lazy: page(() => import('#features/institutions/pages/InstitutionListPage.tsx'), 'InstitutionListPage'),
  },
  {
    path: '/financialInstitution/:id',
    title: '机构详情',
    lazy: page(() => import('#features/institutions/pages/InstitutionDetailPage.tsx'), 'InstitutionDetailPage'),
  },
  {
    path: '/creditInstitution',
    title: '信贷机构',
    lazy: page(() => import('#features/institutions/pages/CreditInstitutionPage.tsx'), 'CreditInstitutionPage'),
  },
  {
    path: '/biomedicine',
    title: '生物医药专区',
    lazy: page(() => import('#features/zones/pages/ZonePage.tsx'), 'BiomedicinePage'),
  },
  {
    path: '/lendingcenter',
    title: '续贷中心',
    lazy: page(() => import('#features/zones/pages/ZonePage.tsx'), 'LendingCenterPage'),
  },
  {
    path: '/regionalFinance',
    title: '区域金融',
    lazy: page(() => import('#features/content/pages/RegionalFinanceListPage.tsx'), 'RegionalFinanceListPage'),
  },
  {
    path: '/regionalFinance/:id',
    title: '区域金融详情',
    lazy: page(() => import('#features/content/pages/RegionalFinanceDetailPage.tsx'), 'RegionalFinanceDetailPage'),
  },
  {
    path: '/compensate',
    title: '企业融资风险补偿',
    lazy: page(() => import('#features/content/pages/CompensatePage.tsx'), 'CompensatePage'),
  },
  {
    path: '/reloanPolicy',
    title: '再贷款政策',
    lazy: page(() => import('#features/content/pages/ReloanPolicyPage.tsx'), 'ReloanPolicyPage'),
  },
  {
    path: '/GJFutures',
    title: '期货专区',
    lazy: page(() => import('#features/zones/pages/FuturesZonePage.tsx'), 'FuturesZonePage'),
  },
  {
    path: '/PostalSavingProduct',
    title: '邮储银行全流程线上贷专区',
    lazy: page(() => import('#features/postal/pages/PostalZonePage.tsx'), 'PostalZonePage'),
  },
  {
    path: '/PostalSavingProduct/detail',
    title: '邮储银行全流程线上贷',
    lazy: page(() => import('#features/postal/pages/PostalDetailPage.tsx'), 'PostalDetailPage'),
  },
  {
    path: '/account/:type',
    title: '个人中心',
    lazy: page(() => import('./personal-centre/PersonalCentrePage'), 'PersonalCentrePage'),
  },
  {
    path: '/news/:id',
    title: '新闻资讯',
    lazy: page(() => import('#features/content/pages/NewsDetailPage.tsx'), 'NewsDetailPage'),
  },
  {
    path: '/imgPage',
    title: '图片预览',
    lazy: page(() => import('#features/viewers/pages/ImagePage.tsx'), 'ImagePage'),
  },
  { path: '/PDFShow', title: '文件预览', lazy: page(() => import('#features/viewers/pages/PdfPage.tsx'), 'PdfPage') },
  {
    path: '/key/:key',
    title: '链接跳转',
    lazy: page(() => import('#features/short-links/pages/ShortLinkPage.tsx'), 'ShortLinkPage'),
  },
  {
    path: '/changeCompany',
    title: '选择企业',
    lazy: page(() => import('#features/auth/pages/ChangeCompanyPage.tsx'), 'ChangeCompanyPage'),
  },
  {
    path: '/addVerifiedPC',
    title: '添加企业',
    lazy: page(() => import('#features/companies/pages/AddCompanyPage.tsx'), 'AddCompanyPage'),
  },
  {
    path: '/cbpage/gdauth',
    title: '统一身份认证',
    lazy: page(() => import('#features/auth/pages/ProvincialCallbackPage.tsx'), 'ProvincialCallbackPage'),
  },
  {
    path: '/enterpriseFriendly',
    title: '惠企政策',
    lazy: page(() => import('#features/content/pages/PolicyListPage.tsx'), 'PolicyListPage'),
  },
  {
    path: '/enterpriseFriendly/:id',
    title: '政策详情',
    // Issue 22, slice policies: the policy's text with the company's match.
    lazy: page(() => import('./policy-detail/PolicyDetailWithMatchPage'), 'PolicyDetailWithMatchPage'),
  },
  {
    path: '/oneClickRate',
    title: '一键测额',
    lazy: page(() => import('#features/estimates/pages/OneClickRatePage.tsx'), 'OneClickRatePage'),
  },
  {
    path: '/getCreditLimit',
    title: '预授信额度',
    lazy: page(() => import('#features/estimates/pages/GetCreditLimitPage.tsx'), 'GetCreditLimitPage'),
  },
  {
    path: '/oneClickRateProduct',
    title: '一键测额产品',
    lazy: page(() => import('#features/estimates/pages/OneClickRateProductPage.tsx'), 'OneClickRateProductPage'),
  },
  {
    path: '/rateApplySucess',
    title: '申请成功',
    lazy: page(() => import('#features/estimates/pages/RateApplySuccessPage.tsx'), 'RateApplySuccessPage'),
  },
  { path: '/bqw', title: '特色专区', lazy: page(() => import('#features/zones/pages/ZonePage.tsx'), 'ParkZonePage') },
  {
    path: '/lsst',
    title: '绿色生态专区',
    lazy: page(() => import('#features/zones/pages/ZonePage.tsx'), 'GreenZonePage'),
  },
  {
    path: '/cgd',
    title: '政府采购贷',
    lazy: page(() => import('#features/zones/pages/ZonePage.tsx'), 'ProcurementZonePage'),
  },
  {
    path: '/equity',
    title: '股权融资',
    lazy: page(() => import('#features/estimates/pages/EquityPage.tsx'), 'EquityPage'),
  },
  {
    path: '/equityForm',
    title: '股权融资申请',
    lazy: page(() => import('#features/estimates/pages/EquityFormPage.tsx'), 'EquityFormPage'),
  },
  {
    path: '/adInvitation',
    title: '受邀开通',
    lazy: page(() => import('#features/auth/invitation/AdInvitationPage.tsx'), 'AdInvitationPage'),
  },
  { path: '/changeCell', title: '更换手机号', element: <Navigate to="/account/8" replace /> },
  {
    path: '/agreement/:id',
    title: '平台协议',
    lazy: page(() => import('#features/auth/pages/AgreementPage.tsx'), 'AgreementPage'),
  },
  {
    path: '/cbpage/wechat',
    title: '微信登录',
    lazy: page(() => import('#features/auth/pages/WeChatCallbackPage.tsx'), 'WeChatCallbackPage'),
  },
];

export const SITE_NAME = '区域中小企业融资服务平台';

/** The document title of a page: "<page> - 区域中小企业融资服务平台". */
export const documentTitle = (pageTitle: string | undefined): string =>
  pageTitle ? `${pageTitle} - ${SITE_NAME}` : SITE_NAME;
