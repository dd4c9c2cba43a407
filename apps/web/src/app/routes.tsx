import type { ComponentType, ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { ChangeCompanyPage } from '../features/auth/pages/ChangeCompanyPage';
import { ForgetPage } from '../features/auth/pages/ForgetPage';
import { LoginPage } from '../features/auth/pages/LoginPage';
import { RegisterPage } from '../features/auth/pages/RegisterPage';
import { HomePage } from '../features/home/pages/HomePage';

type LazyPage = () => Promise<{ Component: ComponentType }>;

/**
 * One page of the portal (spec §2): its path, its title, and the page — an element, or a loader for pages worth
 * their own chunk. A route with neither is built by a later issue and shows the under-construction placeholder.
 */
export interface PortalRoute {
  path: string;
  title: string;
  element?: ReactNode;
  lazy?: LazyPage;
}

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

/**
 * Routes of ours beyond spec §2's table: the agreement pages of spec §2, by protocol id (1 隐私政策, 2 用户服务协议…),
 * and the WeChat login's callback page (beside the provincial /cbpage/gdauth).
 */
export const OWN_ROUTES = ['/agreement/:id', '/cbpage/wechat'] as const;

/** Every route of spec §2, in the order of its table, then ours. */
export const portalRoutes: PortalRoute[] = [
  { path: '/', title: '首页', element: <HomePage /> },
  { path: '/login', title: '企业登录', element: <LoginPage /> },
  { path: '/register', title: '企业注册', element: <RegisterPage /> },
  { path: '/forget', title: '忘记密码', element: <ForgetPage /> },
  { path: '/verified', title: '实名认证', lazy: verifiedPage },
  { path: '/cancelAuthorization', title: '撤销数据授权', lazy: cancelAuthorizationPage },
  { path: '/product', title: '金融超市', lazy: productList },
  { path: '/product/:id', title: '产品详情', lazy: productDetail },
  { path: '/productZone', title: '产品专区' },
  { path: '/productClassDetail/:id', title: '产品类别详情' },
  { path: '/applyFromClass', title: '产品类别申请', lazy: applyFromClassPage },
  { path: '/financeApplyNew', title: '融资申请', lazy: financeApplyPage },
  { path: '/financeApply', title: '融资申请', lazy: financeApplyPage },
  { path: '/financeApplyStatus/:status', title: '申请结果', lazy: applyStatusPage },
  { path: '/financeApplyStatusFromClass/:status', title: '申请结果', lazy: applyStatusPage },
  { path: '/financeRelease', title: '发布融资需求', lazy: financeReleasePage },
  { path: '/financialInstitution', title: '金融机构', lazy: institutionList },
  { path: '/financialInstitution/:id', title: '机构详情', lazy: institutionDetail },
  { path: '/creditInstitution', title: '征信机构' },
  { path: '/biomedicine', title: '生物医药专区' },
  { path: '/lendingcenter', title: '续贷中心' },
  { path: '/regionalFinance', title: '区域金融' },
  { path: '/regionalFinance/:id', title: '区域金融详情' },
  { path: '/compensate', title: '企业融资风险补偿' },
  { path: '/reloanPolicy', title: '再贷款政策' },
  { path: '/GJFutures', title: '期货专区' },
  { path: '/PostalSavingProduct', title: '邮储银行全流程线上贷专区' },
  { path: '/PostalSavingProduct/detail', title: '邮储银行全流程线上贷' },
  { path: '/account/:type', title: '个人中心', lazy: accountPage },
  { path: '/news/:id', title: '新闻资讯' },
  { path: '/imgPage', title: '图片预览', lazy: imagePage },
  { path: '/PDFShow', title: '文件预览', lazy: pdfPage },
  { path: '/key/:key', title: '链接跳转', lazy: shortLinkPage },
  { path: '/changeCompany', title: '选择企业', element: <ChangeCompanyPage /> },
  { path: '/addVerifiedPC', title: '添加企业', lazy: addCompanyPage },
  { path: '/cbpage/gdauth', title: '统一身份认证', lazy: provincialCallbackPage },
  { path: '/enterpriseFriendly', title: '惠企政策' },
  { path: '/enterpriseFriendly/:id', title: '政策详情' },
  { path: '/oneClickRate', title: '一键测额', lazy: oneClickRatePage },
  { path: '/getCreditLimit', title: '预授信额度', lazy: getCreditLimitPage },
  { path: '/oneClickRateProduct', title: '一键测额产品', lazy: oneClickRateProductPage },
  { path: '/rateApplySucess', title: '申请成功', lazy: rateApplySuccessPage },
  { path: '/bqw', title: '特色专区' },
  { path: '/lsst', title: '绿色生态专区' },
  { path: '/cgd', title: '政府采购贷' },
  { path: '/equity', title: '股权融资', lazy: equityPage },
  { path: '/equityForm', title: '股权融资申请', lazy: equityFormPage },
  { path: '/adInvitation', title: '受邀开通', lazy: adInvitationPage },
  { path: '/changeCell', title: '更换手机号', element: <Navigate to="/account/8" replace /> },
  { path: '/agreement/:id', title: '平台协议', lazy: agreementPage },
  { path: '/cbpage/wechat', title: '微信登录', lazy: wechatCallbackPage },
];

/** Data the shell reads from the matched route. */
export interface RouteHandle {
  title: string;
}

export const SITE_NAME = '区域中小企业融资服务平台';

/** The document title of a page: "<page> - 区域中小企业融资服务平台". */
export const documentTitle = (pageTitle: string | undefined): string =>
  pageTitle ? `${pageTitle} - ${SITE_NAME}` : SITE_NAME;
