import type { ComponentType, ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { HomePage } from '../features/home/pages/HomePage';

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
  { path: '/login', title: '企业登录', lazy: page(() => import('../features/auth/pages/LoginPage'), 'LoginPage') },
  {
    path: '/register',
    title: '企业注册',
    lazy: page(() => import('../features/auth/pages/RegisterPage'), 'RegisterPage'),
  },
  { path: '/forget', title: '忘记密码', lazy: page(() => import('../features/auth/pages/ForgetPage'), 'ForgetPage') },
  {
    path: '/verified',
    title: '实名认证',
    lazy: page(() => import('../features/verification/pages/VerifiedPage'), 'VerifiedPage'),
  },
  {
    path: '/cancelAuthorization',
    title: '撤销数据授权',
    lazy: page(() => import('../features/authorisation/pages/CancelAuthorizationPage'), 'CancelAuthorizationPage'),
  },
  {
    path: '/product',
    title: '金融超市',
    lazy: page(() => import('../features/products/pages/ProductListPage'), 'ProductListPage'),
    withoutApollo: true,
  },
  {
    path: '/product/:id',
    title: '产品详情',
    lazy: page(() => import('../features/products/pages/ProductDetailPage'), 'ProductDetailPage'),
  },
  {
    path: '/productZone',
    title: '产品专区',
    lazy: page(() => import('../features/zones/pages/ProductZonePage'), 'ProductZonePage'),
  },
  {
    path: '/productClassDetail/:id',
    title: '产品类别详情',
    lazy: page(() => import('../features/zones/pages/ProductClassDetailPage'), 'ProductClassDetailPage'),
  },
  {
    path: '/applyFromClass',
    title: '产品类别申请',
    lazy: page(() => import('../features/financing/pages/FinanceApplyPage'), 'ApplyFromClassPage'),
  },
  {
    path: '/financeApplyNew',
    title: '融资申请',
    lazy: page(() => import('../features/financing/pages/FinanceApplyPage'), 'FinanceApplyPage'),
  },
  {
    path: '/financeApply',
    title: '融资申请',
    lazy: page(() => import('../features/financing/pages/FinanceApplyPage'), 'FinanceApplyPage'),
  },
  {
    path: '/financeApplyStatus/:status',
    title: '申请结果',
    lazy: page(() => import('../features/financing/pages/ApplyStatusPage'), 'ApplyStatusPage'),
  },
  {
    path: '/financeApplyStatusFromClass/:status',
    title: '申请结果',
    lazy: page(() => import('../features/financing/pages/ApplyStatusPage'), 'ApplyStatusPage'),
  },
  {
    path: '/financeRelease',
    title: '发布融资需求',
    lazy: page(() => import('../features/financing/pages/FinanceReleasePage'), 'FinanceReleasePage'),
  },
  {
    path: '/financialInstitution',
    title: '金融机构',
    lazy: page(() => import('../features/institutions/pages/InstitutionListPage'), 'InstitutionListPage'),
  },
  {
    path: '/financialInstitution/:id',
    title: '机构详情',
    lazy: page(() => import('../features/institutions/pages/InstitutionDetailPage'), 'InstitutionDetailPage'),
  },
  {
    path: '/creditInstitution',
    title: '信贷机构',
    lazy: page(() => import('../features/institutions/pages/CreditInstitutionPage'), 'CreditInstitutionPage'),
  },
  {
    path: '/biomedicine',
    title: '生物医药专区',
    lazy: page(() => import('../features/zones/pages/ZonePage'), 'BiomedicinePage'),
  },
  {
    path: '/lendingcenter',
    title: '续贷中心',
    lazy: page(() => import('../features/zones/pages/ZonePage'), 'LendingCenterPage'),
  },
  {
    path: '/regionalFinance',
    title: '区域金融',
    lazy: page(() => import('../features/content/pages/RegionalFinanceListPage'), 'RegionalFinanceListPage'),
  },
  {
    path: '/regionalFinance/:id',
    title: '区域金融详情',
    lazy: page(() => import('../features/content/pages/RegionalFinanceDetailPage'), 'RegionalFinanceDetailPage'),
  },
  {
    path: '/compensate',
    title: '企业融资风险补偿',
    lazy: page(() => import('../features/content/pages/CompensatePage'), 'CompensatePage'),
  },
  {
    path: '/reloanPolicy',
    title: '再贷款政策',
    lazy: page(() => import('../features/content/pages/ReloanPolicyPage'), 'ReloanPolicyPage'),
  },
  {
    path: '/GJFutures',
    title: '期货专区',
    lazy: page(() => import('../features/zones/pages/FuturesZonePage'), 'FuturesZonePage'),
  },
  {
    path: '/PostalSavingProduct',
    title: '邮储银行全流程线上贷专区',
    lazy: page(() => import('../features/postal/pages/PostalZonePage'), 'PostalZonePage'),
  },
  {
    path: '/PostalSavingProduct/detail',
    title: '邮储银行全流程线上贷',
    lazy: page(() => import('../features/postal/pages/PostalDetailPage'), 'PostalDetailPage'),
  },
  {
    path: '/account/:type',
    title: '个人中心',
    lazy: page(() => import('./personal-centre/PersonalCentrePage'), 'PersonalCentrePage'),
  },
  {
    path: '/news/:id',
    title: '新闻资讯',
    lazy: page(() => import('../features/content/pages/NewsDetailPage'), 'NewsDetailPage'),
  },
  { path: '/imgPage', title: '图片预览', lazy: page(() => import('../features/viewers/pages/ImagePage'), 'ImagePage') },
  { path: '/PDFShow', title: '文件预览', lazy: page(() => import('../features/viewers/pages/PdfPage'), 'PdfPage') },
  {
    path: '/key/:key',
    title: '链接跳转',
    lazy: page(() => import('../features/short-links/pages/ShortLinkPage'), 'ShortLinkPage'),
  },
  {
    path: '/changeCompany',
    title: '选择企业',
    lazy: page(() => import('../features/auth/pages/ChangeCompanyPage'), 'ChangeCompanyPage'),
  },
  {
    path: '/addVerifiedPC',
    title: '添加企业',
    lazy: page(() => import('../features/companies/pages/AddCompanyPage'), 'AddCompanyPage'),
  },
  {
    path: '/cbpage/gdauth',
    title: '统一身份认证',
    lazy: page(() => import('../features/auth/pages/ProvincialCallbackPage'), 'ProvincialCallbackPage'),
  },
  {
    path: '/enterpriseFriendly',
    title: '惠企政策',
    lazy: page(() => import('../features/content/pages/PolicyListPage'), 'PolicyListPage'),
  },
  {
    path: '/enterpriseFriendly/:id',
    title: '政策详情',
    lazy: page(() => import('../features/content/pages/PolicyDetailPage'), 'PolicyDetailPage'),
  },
  {
    path: '/oneClickRate',
    title: '一键测额',
    lazy: page(() => import('../features/estimates/pages/OneClickRatePage'), 'OneClickRatePage'),
  },
  {
    path: '/getCreditLimit',
    title: '预授信额度',
    lazy: page(() => import('../features/estimates/pages/GetCreditLimitPage'), 'GetCreditLimitPage'),
  },
  {
    path: '/oneClickRateProduct',
    title: '一键测额产品',
    lazy: page(() => import('../features/estimates/pages/OneClickRateProductPage'), 'OneClickRateProductPage'),
  },
  {
    path: '/rateApplySucess',
    title: '申请成功',
    lazy: page(() => import('../features/estimates/pages/RateApplySuccessPage'), 'RateApplySuccessPage'),
  },
  { path: '/bqw', title: '特色专区', lazy: page(() => import('../features/zones/pages/ZonePage'), 'ParkZonePage') },
  {
    path: '/lsst',
    title: '绿色生态专区',
    lazy: page(() => import('../features/zones/pages/ZonePage'), 'GreenZonePage'),
  },
  {
    path: '/cgd',
    title: '政府采购贷',
    lazy: page(() => import('../features/zones/pages/ZonePage'), 'ProcurementZonePage'),
  },
  {
    path: '/equity',
    title: '股权融资',
    lazy: page(() => import('../features/estimates/pages/EquityPage'), 'EquityPage'),
  },
  {
    path: '/equityForm',
    title: '股权融资申请',
    lazy: page(() => import('../features/estimates/pages/EquityFormPage'), 'EquityFormPage'),
  },
  {
    path: '/adInvitation',
    title: '受邀开通',
    lazy: page(() => import('../features/auth/invitation/AdInvitationPage'), 'AdInvitationPage'),
  },
  { path: '/changeCell', title: '更换手机号', element: <Navigate to="/account/8" replace /> },
  {
    path: '/agreement/:id',
    title: '平台协议',
    lazy: page(() => import('../features/auth/pages/AgreementPage'), 'AgreementPage'),
  },
  {
    path: '/cbpage/wechat',
    title: '微信登录',
    lazy: page(() => import('../features/auth/pages/WeChatCallbackPage'), 'WeChatCallbackPage'),
  },
];

export const SITE_NAME = '区域中小企业融资服务平台';

/** The document title of a page: "<page> - 区域中小企业融资服务平台". */
export const documentTitle = (pageTitle: string | undefined): string =>
  pageTitle ? `${pageTitle} - ${SITE_NAME}` : SITE_NAME;
