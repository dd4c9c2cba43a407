/** One product of institution 7 as the gateway's list answers it, for stand-in gateways. */
export const STUB_PRODUCT = {
  id: 1,
  productName: '示范信用贷',
  productType: 1,
  orgId: 7,
  orgName: '示范银行',
  orgLogo: '',
  productLogo: '',
  guaranteeMethod: '4',
  repayMethod: '1',
  minAmount: null,
  maxAmount: 100,
  rateMin: null,
  rateMax: null,
  minPeriod: 1,
  maxPeriod: 12,
  summary: '',
  applyCount: 0,
};

/** Institution 7 as the gateway's detail answers it. */
export const STUB_INSTITUTION = {
  id: 7,
  orgName: '示范银行',
  orgType: 1,
  logo: '',
  intro: '',
  address: '',
  phone: '',
  ifNormal: true,
  productCount: 1,
};

/** The gateway's one-page list holding only STUB_PRODUCT. */
export const STUB_PRODUCT_PAGE = { records: [STUB_PRODUCT], total: 1, pageNum: 1, pageSize: 10 };
