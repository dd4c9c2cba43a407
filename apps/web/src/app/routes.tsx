import type { ComponentType, ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { HomePage } from '../features/home/pages/HomePage';

type LazyPage = () => Promise<{ Component: ComponentType }>;

/**
 * One page of the portal (spec §2): its path, its title, and the page — an element, or a loader for pages worth
 * their own chunk.
 */
export type PortalRoute = { path: string; title: string } & (
  | { element: ReactNode; lazy?: never; withoutApollo?: never }
  | {
      lazy: LazyPage;
      element?: never;
      /** The page asks its queries with useEarlyQuery: Apollo's React bindings do not load with it (issue 10). */
      withoutApollo?: true;
    }
);

// The account pages share their panels with the account dialog: both load on demand, not with the home page.
const loginPage: LazyPage = () =>
  import('../features/auth/pages/LoginPage').then((module) => ({ Component: module.LoginPage }));
const registerPage: LazyPage = () =>
  import('../features/auth/pages/RegisterPage').then((module) => ({ Component: module.RegisterPage }));
const forgetPage: LazyPage = () =>
  import('../features/auth/pages/ForgetPage').then((module) => ({ Component: module.ForgetPage }));
const changeCompanyPage: LazyPage = () =>
  import('../features/auth/pages/ChangeCompanyPage').then((module) => ({ Component: module.ChangeCompanyPage }));
const productList: LazyPage = () =>
  import('../features/products/pages/ProductListPage').then((module) => ({ Component: module.ProductListPage }));
const productDetail: LazyPage = () =>
  import('../features/products/pages/ProductDetailPage').then((module) => ({ Component: module.ProductDetailPage }));
const institutionList: LazyPage = () =>
  import('../features/institutions/pages/InstitutionListPage').then((module) => ({
    Component: module.InstitutionListPage,
  }));
const institutionDetail: LazyPage = () =>
  import('../features/institutions/pages/InstitutionDetailPage').then((module) => ({
    Component: module.InstitutionDetailPage,
  }));
const creditInstitutionPage: LazyPage = () =>
  import('../features/institutions/pages/CreditInstitutionPage').then((module) => ({
    Component: module.CreditInstitutionPage,
  }));
const postalZonePage: LazyPage = () =>
  import('../features/postal/pages/PostalZonePage').then((module) => ({ Component: module.PostalZonePage }));
const postalDetailPage: LazyPage = () =>
  import('../features/postal/pages/PostalDetailPage').then((module) => ({ Component: module.PostalDetailPage }));

// The information pages (惠企政策, news, regional finance, compensation, re-loan policy): one chunk each.
const policyListPage: LazyPage = () =>
  import('../features/content/pages/PolicyListPage').then((module) => ({ Component: module.PolicyListPage }));
const policyDetailPage: LazyPage = () =>
  import('../features/content/pages/PolicyDetailPage').then((module) => ({ Component: module.PolicyDetailPage }));
const newsDetailPage: LazyPage = () =>
  import('../features/content/pages/NewsDetailPage').then((module) => ({ Component: module.NewsDetailPage }));
const regionalFinanceListPage: LazyPage = () =>
  import('../features/content/pages/RegionalFinanceListPage').then((module) => ({
    Component: module.RegionalFinanceListPage,
  }));
const regionalFinanceDetailPage: LazyPage = () =>
  import('../features/content/pages/RegionalFinanceDetailPage').then((module) => ({
    Component: module.RegionalFinanceDetailPage,
  }));
const compensatePage: LazyPage = () =>
  import('../features/content/pages/CompensatePage').then((module) => ({ Component: module.CompensatePage }));
const reloanPolicyPage: LazyPage = () =>
  import('../features/content/pages/ReloanPolicyPage').then((module) => ({ Component: module.ReloanPolicyPage }));

// The personal centre composes the sections of several features, so its page lives in the app layer.
const accountPage: LazyPage = () =>
  import('./personal-centre/PersonalCentrePage').then((module) => ({ Component: module.PersonalCentrePage }));
const financeApplyPage: LazyPage = () =>
  import('../features/financing/pages/FinanceApplyPage').then((module) => ({ Component: module.FinanceApplyPage }));
const applyFromClassPage: LazyPage = () =>
  import('../features/financing/pages/FinanceApplyPage').then((module) => ({ Component: module.ApplyFromClassPage }));
const applyStatusPage: LazyPage = () =>
  import('../features/financing/pages/ApplyStatusPage').then((module) => ({ Component: module.ApplyStatusPage }));
const financeReleasePage: LazyPage = () =>
  import('../features/financing/pages/FinanceReleasePage').then((module) => ({ Component: module.FinanceReleasePage }));
const agreementPage: LazyPage = () =>
  import('../features/auth/pages/AgreementPage').then((module) => ({ Component: module.AgreementPage }));
const addCompanyPage: LazyPage = () =>
  import('../features/companies/pages/AddCompanyPage').then((module) => ({ Component: module.AddCompanyPage }));
const provincialCallbackPage: LazyPage = () =>
  import('../features/auth/pages/ProvincialCallbackPage').then((module) => ({
    Component: module.ProvincialCallbackPage,
  }));
const wechatCallbackPage: LazyPage = () =>
  import('../features/auth/pages/WeChatCallbackPage').then((module) => ({ Component: module.WeChatCallbackPage }));
const verifiedPage: LazyPage = () =>
  import('../features/verification/pages/VerifiedPage').then((module) => ({ Component: module.VerifiedPage }));
const cancelAuthorizationPage: LazyPage = () =>
  import('../features/authorisation/pages/CancelAuthorizationPage').then((module) => ({
    Component: module.CancelAuthorizationPage,
  }));
// The viewers are their own chunks: pdf.js never weighs on the first load.
const imagePage: LazyPage = () =>
  import('../features/viewers/pages/ImagePage').then((module) => ({ Component: module.ImagePage }));
const pdfPage: LazyPage = () =>
  import('../features/viewers/pages/PdfPage').then((module) => ({ Component: module.PdfPage }));
const adInvitationPage: LazyPage = () =>
  import('../features/auth/invitation/AdInvitationPage').then((module) => ({ Component: module.AdInvitationPage }));
const shortLinkPage: LazyPage = () =>
  import('../features/short-links/pages/ShortLinkPage').then((module) => ({ Component: module.ShortLinkPage }));

const oneClickRatePage: LazyPage = () =>
  import('../features/estimates/pages/OneClickRatePage').then((module) => ({ Component: module.OneClickRatePage }));
const oneClickRateProductPage: LazyPage = () =>
  import('../features/estimates/pages/OneClickRateProductPage').then((module) => ({
    Component: module.OneClickRateProductPage,
  }));
const rateApplySuccessPage: LazyPage = () =>
  import('../features/estimates/pages/RateApplySuccessPage').then((module) => ({
    Component: module.RateApplySuccessPage,
  }));
const getCreditLimitPage: LazyPage = () =>
  import('../features/estimates/pages/GetCreditLimitPage').then((module) => ({ Component: module.GetCreditLimitPage }));
const equityPage: LazyPage = () =>
  import('../features/estimates/pages/EquityPage').then((module) => ({ Component: module.EquityPage }));
const equityFormPage: LazyPage = () =>
  import('../features/estimates/pages/EquityFormPage').then((module) => ({ Component: module.EquityFormPage }));

// The zone pages (产品专区, class detail and the special zones): the special zones share one page module.
const productZonePage: LazyPage = () =>
  import('../features/zones/pages/ProductZonePage').then((module) => ({ Component: module.ProductZonePage }));
const productClassDetailPage: LazyPage = () =>
  import('../features/zones/pages/ProductClassDetailPage').then((module) => ({
    Component: module.ProductClassDetailPage,
  }));
const zonePage =
  (
    name: 'BiomedicinePage' | 'GreenZonePage' | 'ProcurementZonePage' | 'ParkZonePage' | 'LendingCenterPage',
  ): LazyPage =>
  () =>
    import('../features/zones/pages/ZonePage').then((module) => ({ Component: module[name] }));
const futuresZonePage: LazyPage = () =>
  import('../features/zones/pages/FuturesZonePage').then((module) => ({ Component: module.FuturesZonePage }));

/**
 * Routes of ours beyond spec §2's table: the agreement pages of spec §2, by protocol id (1 隐私政策, 2 用户服务协议…),
 * and the WeChat login's callback page (beside the provincial /cbpage/gdauth).
 */
export const OWN_ROUTES = ['/agreement/:id', '/cbpage/wechat'] as const;

/** Every route of spec §2, in the order of its table, then ours. */
export const portalRoutes: PortalRoute[] = [
  { path: '/', title: '首页', element: <HomePage /> },
  { path: '/login', title: '企业登录', lazy: loginPage },
  { path: '/register', title: '企业注册', lazy: registerPage },
  { path: '/forget', title: '忘记密码', lazy: forgetPage },
  { path: '/verified', title: '实名认证', lazy: verifiedPage },
  { path: '/cancelAuthorization', title: '撤销数据授权', lazy: cancelAuthorizationPage },
  { path: '/product', title: '金融超市', lazy: productList, withoutApollo: true },
  { path: '/product/:id', title: '产品详情', lazy: productDetail },
  { path: '/productZone', title: '产品专区', lazy: productZonePage },
  { path: '/productClassDetail/:id', title: '产品类别详情', lazy: productClassDetailPage },
  { path: '/applyFromClass', title: '产品类别申请', lazy: applyFromClassPage },
  { path: '/financeApplyNew', title: '融资申请', lazy: financeApplyPage },
  { path: '/financeApply', title: '融资申请', lazy: financeApplyPage },
  { path: '/financeApplyStatus/:status', title: '申请结果', lazy: applyStatusPage },
  { path: '/financeApplyStatusFromClass/:status', title: '申请结果', lazy: applyStatusPage },
  { path: '/financeRelease', title: '发布融资需求', lazy: financeReleasePage },
  { path: '/financialInstitution', title: '金融机构', lazy: institutionList },
  { path: '/financialInstitution/:id', title: '机构详情', lazy: institutionDetail },
  { path: '/creditInstitution', title: '信贷机构', lazy: creditInstitutionPage },
  { path: '/biomedicine', title: '生物医药专区', lazy: zonePage('BiomedicinePage') },
  { path: '/lendingcenter', title: '续贷中心', lazy: zonePage('LendingCenterPage') },
  { path: '/regionalFinance', title: '区域金融', lazy: regionalFinanceListPage },
  { path: '/regionalFinance/:id', title: '区域金融详情', lazy: regionalFinanceDetailPage },
  { path: '/compensate', title: '企业融资风险补偿', lazy: compensatePage },
  { path: '/reloanPolicy', title: '再贷款政策', lazy: reloanPolicyPage },
  { path: '/GJFutures', title: '期货专区', lazy: futuresZonePage },
  { path: '/PostalSavingProduct', title: '邮储银行全流程线上贷专区', lazy: postalZonePage },
  { path: '/PostalSavingProduct/detail', title: '邮储银行全流程线上贷', lazy: postalDetailPage },
  { path: '/account/:type', title: '个人中心', lazy: accountPage },
  { path: '/news/:id', title: '新闻资讯', lazy: newsDetailPage },
  { path: '/imgPage', title: '图片预览', lazy: imagePage },
  { path: '/PDFShow', title: '文件预览', lazy: pdfPage },
  { path: '/key/:key', title: '链接跳转', lazy: shortLinkPage },
  { path: '/changeCompany', title: '选择企业', lazy: changeCompanyPage },
  { path: '/addVerifiedPC', title: '添加企业', lazy: addCompanyPage },
  { path: '/cbpage/gdauth', title: '统一身份认证', lazy: provincialCallbackPage },
  { path: '/enterpriseFriendly', title: '惠企政策', lazy: policyListPage },
  { path: '/enterpriseFriendly/:id', title: '政策详情', lazy: policyDetailPage },
  { path: '/oneClickRate', title: '一键测额', lazy: oneClickRatePage },
  { path: '/getCreditLimit', title: '预授信额度', lazy: getCreditLimitPage },
  { path: '/oneClickRateProduct', title: '一键测额产品', lazy: oneClickRateProductPage },
  { path: '/rateApplySucess', title: '申请成功', lazy: rateApplySuccessPage },
  { path: '/bqw', title: '特色专区', lazy: zonePage('ParkZonePage') },
  { path: '/lsst', title: '绿色生态专区', lazy: zonePage('GreenZonePage') },
  { path: '/cgd', title: '政府采购贷', lazy: zonePage('ProcurementZonePage') },
  { path: '/equity', title: '股权融资', lazy: equityPage },
  { path: '/equityForm', title: '股权融资申请', lazy: equityFormPage },
  { path: '/adInvitation', title: '受邀开通', lazy: adInvitationPage },
  { path: '/changeCell', title: '更换手机号', element: <Navigate to="/account/8" replace /> },
  { path: '/agreement/:id', title: '平台协议', lazy: agreementPage },
  { path: '/cbpage/wechat', title: '微信登录', lazy: wechatCallbackPage },
];

export const SITE_NAME = '区域中小企业融资服务平台';

/** The document title of a page: "<page> - 区域中小企业融资服务平台". */
export const documentTitle = (pageTitle: string | undefined): string =>
  pageTitle ? `${pageTitle} - ${SITE_NAME}` : SITE_NAME;
