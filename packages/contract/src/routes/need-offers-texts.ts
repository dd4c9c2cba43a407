/**
 * 意向报价 (issue 22, slice offers): the limits, texts and records the gateway, the graph, the portal and the
 * workbench share, without zod (the route definitions are in need-offers.ts).
 */
export const OFFER_LIMITS = {
  /** Characters of an offer's conditions. */
  conditionsMax: 500,
  /** Annual rate in percent, at most. */
  rateMax: 36,
  /** Months. */
  termMax: 360,
} as const;

export const OFFER_MESSAGES = {
  notMatching: '贵机构没有与该需求相符的在架产品（金额、期限、担保方式），不能报价',
  needNotOpen: '该需求已不在报价期（已被认领、已过有效期或已撤回），不能报价',
  offerNotActive: '该意向报价已撤回或已有结果，不能再操作',
  expired: '该意向报价已过有效期，不能采纳',
  alreadyAccepted: '该需求已采纳一家机构的意向报价，不能重复采纳',
  amountRange: '金额下限不能大于金额上限',
  rateRange: '利率下限不能大于利率上限',
  validUntilPast: '有效期至不能早于今天',
  institutionOnly: '只有金融机构人员可以发送意向报价',
} as const;

/** active: open to the enterprise; withdrawn by the institution; accepted (the claim); declined: 未被采纳. */
export type OfferState = 'active' | 'withdrawn' | 'accepted' | 'declined';

/** Chinese names of the states, as the workbench shows them (an active offer past its date reads 已过期). */
export const OFFER_STATE_LABELS: Readonly<Record<OfferState | 'expired', string>> = {
  active: '有效',
  withdrawn: '已撤回',
  accepted: '已采纳',
  declined: '未被采纳',
  expired: '已过期',
};

/** An offer as its institution and the enterprise see it (amounts 万元, rates % a year). */
export interface OfferRecord {
  id: number;
  needId: number;
  orgId: number;
  orgName: string;
  amountMin: number;
  amountMax: number;
  rateMin: number;
  rateMax: number;
  termMonths: number;
  conditions: string;
  /** YYYY-MM-DD (Beijing). */
  validUntil: string;
  state: OfferState;
  /** An active offer whose valid-until date has passed. */
  expired: boolean;
  /** ISO time it was first sent. */
  offerTime: string;
  updateTime: string;
  decideTime: string | null;
}

/** The workbench's row: the offer with the need it is on. */
export interface OrgOfferRecord extends OfferRecord {
  entName: string;
  applyAmount: number;
  loanPeriod: number;
}

/** A page of the institution's offers. */
export interface OrgOfferPageRecord {
  records: OrgOfferRecord[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/** The enterprise's view of its need's offers, and whether it may still accept one. */
export interface NeedOffersRecord {
  needId: number;
  /** Open: unclaimed, not expired — an offer may be accepted. */
  open: boolean;
  offers: OfferRecord[];
}

/** The gov dashboard's offer figures (needs published in the range). */
export interface OfferFiguresRecord {
  /** Needs published (past the platform's review). */
  needs: number;
  /** Of them, needs with at least one offer (withdrawn ones count: they were sent). */
  needsWithOffers: number;
  /** Offers sent on them. */
  offers: number;
  /** offers ÷ needsWithOffers (2 decimals); null when no need has an offer. */
  offersPerNeed: number | null;
  /** Median hours from a need's publication to its first offer; null when none. */
  firstOfferMedianHours: number | null;
  /** Needs claimed by accepting an offer. */
  acceptedOffers: number;
}
