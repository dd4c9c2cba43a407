import type { ColumnType, Generated } from 'kysely';

/** Tables of the gateway's database; each migration under ./migrations adds its own. */
export interface DB {
  financial_org: FinancialOrgTable;
  loan_product: LoanProductTable;
}

type Numeric = ColumnType<string, number | string, number | string>;
type NullableNumeric = ColumnType<string | null, number | string | null, number | string | null>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface FinancialOrgTable {
  id: Generated<number>;
  org_name: string;
  org_type: number;
  logo: string;
  intro: string;
  address: string;
  phone: string;
  if_normal: boolean;
  sort: Generated<number>;
  created_at: Generated<CreatedAt>;
}

export interface LoanProductTable {
  id: Generated<number>;
  org_id: number;
  product_name: string;
  product_type: number;
  logo: string;
  /** Comma-separated guarantee method codes, as on the wire (spec §3). */
  guarantee_method: string;
  /** Comma-separated repayment method codes. */
  repay_method: string;
  /** 万元; null means not limited. */
  min_amount: NullableNumeric;
  /** 万元; null means set by the institution case by case. */
  max_amount: NullableNumeric;
  /** Annual rate in percent. */
  rate_min: NullableNumeric;
  rate_max: NullableNumeric;
  /** Months. */
  min_period: number | null;
  max_period: number | null;
  summary: string;
  introduction: string;
  conditions: string;
  materials: string;
  apply_count: Generated<number>;
  /** Higher first in the top list. */
  top_weight: Generated<number>;
  /** false once the product is removed (下架). */
  on_shelf: Generated<boolean>;
  created_at: Generated<CreatedAt>;
}

export type { Numeric };
