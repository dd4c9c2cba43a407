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
  created_at: CreatedAt;
}

export interface LoanProductTable {
  id: Generated<number>;
  org_id: number;
  product_name: string;
  product_type: number;
  logo: string;
  /** Guarantee method codes of spec §3 (the wire joins them with commas). */
  guarantee_methods: ColumnType<number[], number[], number[]>;
  /** Repayment method codes of spec §3. */
  repay_methods: ColumnType<number[], number[], number[]>;
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
  created_at: CreatedAt;
  /** Spec §3 loanIndustry of the applications made for it (7: the postal-bank flow); migration 0010. */
  loan_industry: ColumnType<number | null, number | null | undefined, number | null>;
}

export type { Numeric };

// ---- Accounts (migration 0002_accounts): merged into DB so each area appends its own tables.
export interface DB {
  company: CompanyTable;
  app_user: AppUserTable;
  user_company: UserCompanyTable;
  user_session: UserSessionTable;
  login_code: LoginCodeTable;
  reset_ticket: ResetTicketTable;
  captcha_challenge: CaptchaChallengeTable;
  captcha_token: CaptchaTokenTable;
  sms_code: SmsCodeTable;
  sms_outbox: SmsOutboxTable;
  rate_event: RateEventTable;
  protocol: ProtocolTable;
  protocol_read_record: ProtocolReadRecordTable;
}

type Timestamp = ColumnType<Date, Date, Date>;
/** A timestamp column with DEFAULT now(). */
type DefaultNow = ColumnType<Date, Date | undefined, Date>;
type NullableTimestamp = ColumnType<Date | null, Date | null | undefined, Date | null>;

export interface CompanyTable {
  id: Generated<number>;
  company_name: string;
  /** Unified social credit code, 18 characters. */
  uniform_code: string;
  legal_person: Generated<string>;
  created_at: DefaultNow;
}

export interface AppUserTable {
  id: Generated<number>;
  mobile: string;
  /** argon2id of the wire password (the SHA-256 hex of the typed one); null for an SMS-only account. */
  password_hash: string | null;
  name: Generated<string>;
  dept_id: number | null;
  if_import: Generated<boolean>;
  disabled: Generated<boolean>;
  deleted_at: NullableTimestamp;
  source: Generated<number>;
  channel_code: Generated<string>;
  manager_id: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The partner platform an imported account came from (migration 0006); null when it registered itself. */
  import_source: Generated<string | null>;
  /** When the imported account saw its invitation page (spec §3 import detail: ifAlerted). */
  import_alerted_at: NullableTimestamp;
}

/** An account's membership of a company, with what the account proved for it (migration 0004). */
export interface UserCompanyTable {
  user_id: number;
  company_id: number;
  created_at: DefaultNow;
  /** Enterprise real-name verified for this account (ifCertification). */
  certified: Generated<boolean>;
  /** 6 means this account's face check for the company passed (hasCheckedFace). */
  identify_status: Generated<number>;
  certified_at: NullableTimestamp;
}

export interface UserSessionTable {
  id: Generated<number>;
  /** SHA-256 hex of the bearer token; the token itself is never stored. */
  token_hash: string;
  user_id: number;
  /** The session's current company; null while the account has none. */
  company_id: number | null;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  ended_at: NullableTimestamp;
  end_reason: string | null;
}

export interface LoginCodeTable {
  code_hash: string;
  /** The codes answered by one login share a batch; using one ends the others. */
  batch: string;
  user_id: number;
  company_id: number | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface ResetTicketTable {
  /** SHA-256 hex of the validCode of a password reset. */
  ticket_hash: string;
  user_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface CaptchaChallengeTable {
  captcha_key: string;
  x: number;
  y: number;
  state: Generated<'open' | 'passed' | 'failed'>;
  attempts: Generated<number>;
  client_ip: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface CaptchaTokenTable {
  token_hash: string;
  client_ip: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  used_for: string | null;
}

export interface SmsCodeTable {
  id: Generated<number>;
  mobile: string;
  method: string;
  /** SHA-256 hex of salt + code. */
  code_hash: string;
  salt: string;
  attempts: Generated<number>;
  client_ip: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface SmsOutboxTable {
  id: Generated<number>;
  mobile: string;
  method: string;
  code: string;
  content: string;
  created_at: Timestamp;
}

export interface RateEventTable {
  id: Generated<number>;
  /** What is counted, e.g. "sms:mobile:13800000001". */
  bucket: string;
  at: Timestamp;
}

export interface ProtocolTable {
  id: number;
  /** 1 privacy policy, 2 user service agreement, 3 information authorisation, 4 credit commitment. */
  type: number;
  version: string;
  title: string;
  is_pop_up: boolean;
  /** HTML; sanitised on the way out. */
  content: string;
  updated_at: DefaultNow;
}

export interface ProtocolReadRecordTable {
  id: Generated<number>;
  user_id: number;
  company_id: number | null;
  protocol_id: number;
  version: string;
  source: string;
  read_at: Timestamp;
}

/** Migration 0006: imported accounts, canteen sessions, data authorisations. */
export interface DB {
  import_invitation: ImportInvitationTable;
  canteen_session: CanteenSessionTable;
  data_authorisation: DataAuthorisationTable;
}

/** A one-time invitation of an imported account (only the token's SHA-256 is stored). */
export interface ImportInvitationTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  company_id: number;
  source: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

/** A canteen session, derived from a portal session (only the token's SHA-256 is stored). */
export interface CanteenSessionTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  company_id: number | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  ended_at: NullableTimestamp;
}

/** The enterprise's data authorisation (spec §1), granted with an application and revocable by its legal person. */
export interface DataAuthorisationTable {
  id: Generated<number>;
  company_id: number;
  granted_by: number;
  granted_at: Timestamp;
  auth_end_date: Timestamp;
  revoked_at: NullableTimestamp;
  revoked_by: number | null;
  revoke_reason: string | null;
  /** The application the grant was made with (migration 0012); null for grants made otherwise. */
  application_id: ColumnType<number | null, number | null | undefined, number | null>;
}

// ---- Identity (migration 0005_identity): real-name certification and the face check.
export interface DB {
  identity_confirmation: IdentityConfirmationTable;
  face_check: FaceCheckTable;
  face_redirect_key: FaceRedirectKeyTable;
  face_simulation: FaceSimulationTable;
}

/** The legal representative's name and ID number, confirmed for one membership, waiting for the face check. */
export interface IdentityConfirmationTable {
  id: Generated<number>;
  /** SHA-256 hex of the one-time userCode. */
  code_hash: string;
  user_id: number;
  company_id: number;
  legal_name: string;
  /** Plain, only until the face check starts (then null); unused rows are deleted at expiry. */
  id_number: string | null;
  face_consent_at: Timestamp;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export type FaceCheckStatus = 'pending' | 'passed' | 'failed';

/** One face check of a membership: who, with which provider, and the result with its time (never a picture). */
export interface FaceCheckTable {
  id: Generated<number>;
  /** SHA-256 hex of the certToken. */
  cert_token_hash: string;
  user_id: number;
  company_id: number;
  provider: string;
  provider_token: string;
  check_type: Generated<string>;
  legal_name: string;
  id_number_masked: string;
  /** argon2id of the ID number. */
  id_number_hash: string;
  face_consent_at: Timestamp;
  status: Generated<FaceCheckStatus>;
  fail_reason: string | null;
  started_at: Timestamp;
  expires_at: Timestamp;
  finished_at: NullableTimestamp;
}

/** A one-time face key (spec §6 rdt/{key}): the provider returns the browser with it instead of a token. */
export interface FaceRedirectKeyTable {
  /** SHA-256 hex of the key. */
  key_hash: string;
  face_check_id: number;
  /** The portal route the key leads to. */
  target: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

/** A session of the development face-check simulator. */
export interface FaceSimulationTable {
  id: Generated<number>;
  provider_token: string;
  /** SHA-256 hex of the token in the simulator page's address. */
  page_token_hash: string;
  masked_name: string;
  masked_id_number: string;
  return_url: string;
  state: Generated<FaceCheckStatus>;
  created_at: Timestamp;
  expires_at: Timestamp;
  decided_at: NullableTimestamp;
}

// ---- Company registry (migration 0003_company_registry): demo content the add-company search reads.
export interface DB {
  company_registry: CompanyRegistryTable;
  company_registry_bigram: CompanyRegistryBigramTable;
}

/** A company of the registry (企业登记信息); written only by the registry loader. */
export interface CompanyRegistryTable {
  /** Position in the loader's deterministic sequence (fixtures first). */
  id: number;
  company_name: string;
  /** 统一社会信用代码, GB 32100-2015. */
  uniform_code: string;
  /** 注册号, 15 digits (ISO 7064 MOD 11,10). */
  registration_number: string;
  /** 法定代表人, or the operator of an individual business. */
  legal_person: string;
  /** 有限责任公司, 股份有限公司, 个人独资企业, 合伙企业, 个体工商户, 农民专业合作社. */
  entity_type: string;
  district: string;
  street: string;
  /** 存续, 在业, 注销, 吊销. */
  status: string;
  /** 成立日期; text (YYYY-MM-DD) when written, a Date or text when read, depending on the driver. */
  established_on: ColumnType<Date | string, string, string>;
}

/** How many companies' names hold each bigram ('' counts all companies): the search's plan choice reads it (a hint). */
export interface CompanyRegistryBigramTable {
  bigram: string;
  companies: number;
}

// ---- Provincial identity and WeChat logins (migration 0007_provincial_wechat).
export interface DB {
  outside_login_request: OutsideLoginRequestTable;
  provincial_link: ProvincialLinkTable;
  wechat_ticket: WeChatTicketTable;
  wechat_binding: WeChatBindingTable;
}

/** A login begun at the provincial provider or WeChat, waiting for its callback (one use, 10 minutes). */
export interface OutsideLoginRequestTable {
  /** SHA-256 hex of the OAuth state. */
  state_hash: string;
  provider: 'provincial' | 'wechat';
  /** SHA-256 hex of the browser key the graph keeps in the browser's HttpOnly cookie. */
  browser_hash: string;
  /** The platform's callback address the provider returns to. */
  redirect_uri: string;
  /** Provincial only: what `finish` checks the ID token and the code exchange against. */
  nonce: string | null;
  code_verifier: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

/** The provincial provider's subject of a person, linked to one account. */
export interface ProvincialLinkTable {
  subject: string;
  user_id: number;
  /** The real-name level at the last login. */
  level: number;
  created_at: Timestamp;
  last_login_at: Timestamp;
}

/** A WeChat code exchange's result, handed to the browser as a one-time ticket (SHA-256 only here). */
export interface WeChatTicketTable {
  ticket_hash: string;
  app_id: string;
  open_id: string;
  union_id: string | null;
  nickname: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

/** An open id of one WeChat app bound to one account (one each way). */
export interface WeChatBindingTable {
  app_id: string;
  open_id: string;
  user_id: number;
  union_id: string | null;
  nickname: string | null;
  created_at: Timestamp;
  last_login_at: NullableTimestamp;
}

// ---- Files (migration 0008_files): uploads and the revocation's documents.
export interface DB {
  stored_file: StoredFileTable;
  revocation_document: RevocationDocumentTable;
}

/** One uploaded file: where it is stored, whose it is, what its content is, and whether it is attached or deleted. */
export interface StoredFileTable {
  id: Generated<number>;
  /** `f/<yyyymm>/<32 hex>.<ext>`: what clients name the file by. */
  path: string;
  /** The key in the file storage (FILE_STORAGE). */
  storage_key: string;
  /** The enterprise-side account that uploaded it; null for a staff member's upload (issue 20, staff-files). */
  uploader_id: number | null;
  /** The staff account that uploaded it (a thread message's staff file); null for an account's upload. */
  uploader_staff_id: number | null;
  /** The uploader's current company at upload time; null when the account had none (the account's file only). */
  company_id: number | null;
  /** Canonical extension of the detected type: jpg, png, gif, pdf, doc, docx, xls, xlsx, zip, rar. */
  kind: string;
  content_type: string;
  size_bytes: number;
  sha256: string;
  /** The client's file name, sanitised, for display only (Content-Disposition). */
  original_name: Generated<string>;
  created_at: Timestamp;
  attached_at: NullableTimestamp;
  /** What it is attached to, e.g. 'revocation'. */
  attached_purpose: string | null;
  attached_ref: string | null;
  deleted_at: NullableTimestamp;
}

/** A sealed termination document of a revocation, linked to each authorisation the revocation ended. */
export interface RevocationDocumentTable {
  authorisation_id: number;
  file_id: number;
  /** The order the caller gave the documents in. */
  position: number;
}

// ---- Short links and tracking (migration 0009_short_links_tracking).
export interface DB {
  short_link: ShortLinkTable;
  tracking_event: TrackingEventTable;
}

/** A short link: its key and the portal route it opens (never another site's address). */
export interface ShortLinkTable {
  key: string;
  /** A portal route such as /product/12 (the hash router's path, without the '#'). */
  target: string;
  created_at: Timestamp;
  /** null: never expires. */
  expires_at: NullableTimestamp;
  hits: Generated<number>;
}

/** One visit, click or share event of the portal; the account and company only when a live session sent it. */
export interface TrackingEventTable {
  id: Generated<string>;
  event_type: 'visit' | 'click' | 'share';
  page_url: string;
  page_name: string;
  client_type: string;
  button_name: string | null;
  user_id: number | null;
  company_id: number | null;
  created_at: Timestamp;
}

// ---- Loan applications (migration 0010_loan_applications).
export interface DB {
  loan_application: LoanApplicationTable;
  loan_application_event: LoanApplicationEventTable;
}

type NullableMoney = ColumnType<string | null, number | string | null | undefined, number | string | null>;
type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** An application for a product (source 1) or a published financing need (source 2); amounts in 万元. */
export interface LoanApplicationTable {
  id: Generated<number>;
  source: number;
  product_id: Optional<number>;
  org_id: Optional<number>;
  company_id: number;
  applicant_id: number;
  apply_amount: Numeric;
  credit_amount: NullableMoney;
  loan_amount: NullableMoney;
  /** Months. */
  loan_period: number;
  guarantee_methods: ColumnType<number[], number[], number[]>;
  repay_method: Optional<number>;
  loan_for: number;
  is_first_loan: Optional<number>;
  /** Percent a year; for a need the highest the company accepts. */
  interest_rate: NullableMoney;
  /** Written only by the transition service (services/transition-service.ts). */
  loan_status: Generated<number>;
  loan_industry: Optional<number>;
  failure_type: Optional<number>;
  failure_reason: Optional<string>;
  credit_time: Optional<Date>;
  lending_time: Optional<Date>;
  credit_remark: Optional<string>;
  loan_remark: Optional<string>;
  accept_remark: Optional<string>;
  remark: Optional<string>;
  /** A need's last day (date, Beijing calendar), as 'YYYY-MM-DD'. */
  expiry_date: ColumnType<string | null, string | null | undefined, string | null>;
  district_name: Optional<string>;
  street_name: Optional<string>;
  contact_name: Optional<string>;
  contact_mobile: Optional<string>;
  idempotency_key: string;
  created_at: Date;
  updated_at: Date;
}

/** One status change of an application (its timeline); from_status null for the submission. */
export interface LoanApplicationEventTable {
  id: Generated<number>;
  application_id: number;
  from_status: number | null;
  to_status: number;
  actor_kind: 'enterprise' | 'operator' | 'institution';
  actor_id: number | null;
  remark: string | null;
  credit_amount: NullableMoney;
  loan_amount: NullableMoney;
  at: Date;
}

// ---- Institution account managers and apply entries (migration 0011_institution_managers).
export interface DB {
  org_user: OrgUserTable;
}

/** A person of an institution: today its account managers; the institution workbench's staff logins extend it. */
export interface OrgUserTable {
  id: Generated<number>;
  org_id: number;
  name: string;
  mobile: string;
  /** 'manager' (客户经理) for now; the workbench adds its staff roles. */
  role: Generated<string>;
  /** false once the person leaves the institution: no new assignments. */
  active: Generated<boolean>;
  created_at: Date;
}

export interface LoanApplicationTable {
  /** The institution's account manager, assigned when the institution views the application (status 11). */
  manager_id: Optional<number>;
}

export interface LoanProductTable {
  /** Spec §3 apply-method urlType: 1 our form, 2 a QR image, other values a link to the institution's page. */
  apply_url_type: Generated<number>;
  /** The QR image (urlType 2) or the institution's page (other); null for urlType 1. */
  apply_redirect_url: ColumnType<string | null, string | null | undefined, string | null>;
}

// ---- The data authorisation ledger (migration 0012_authorisation_ledger).
export interface DB {
  data_access_log: DataAccessLogTable;
}

/** An access to a company's data by an institution (spec §1 ledger); org_id null when no institution is known. */
export interface DataAccessLogTable {
  id: Generated<number>;
  company_id: number;
  org_id: number | null;
  purpose: string;
  at: Timestamp;
}

// ---- Estimates, pre-credit and equity (migration 0013_estimates_pre_credit_equity).
export interface DB {
  quota_questionnaire: QuotaQuestionnaireTable;
  quota_estimate: QuotaEstimateTable;
  pre_credit: PreCreditTable;
  equity_application: EquityApplicationTable;
}

/** The one-click estimate's questionnaire of a company (latest answers win); codes in features/estimates/domain. */
export interface QuotaQuestionnaireTable {
  company_id: number;
  revenue_band: number;
  tax_rating: 'A' | 'B' | 'M' | 'C' | 'D';
  employees_band: number;
  years_band: number;
  existing_loans_band: number;
  collateral: number;
  updated_by: number;
  updated_at: Date;
}

/** One estimate: the range in 万元 and the factors that made it (JSON, as answered). */
export interface QuotaEstimateTable {
  id: Generated<number>;
  company_id: number;
  user_id: number;
  low_amount: Numeric;
  high_amount: Numeric;
  factors: ColumnType<unknown, string, string>;
  formula_version: number;
  created_at: Date;
}

/** A pre-credit limit an institution granted a company; validity by calendar day (YYYY-MM-DD). */
export interface PreCreditTable {
  id: Generated<number>;
  company_id: number;
  org_id: number;
  product_id: Optional<number>;
  amount: Numeric;
  valid_from: ColumnType<Date | string, string, string>;
  valid_until: ColumnType<Date | string, string, string>;
  status: ColumnType<'active' | 'used' | 'revoked', 'active' | 'used' | 'revoked' | undefined>;
  remark: Optional<string>;
  /** The institution staff member who granted it (the workbench); null for seeded limits. */
  granted_by: Optional<number>;
  granted_at: Date;
  updated_at: Date;
}

/** An equity financing request (ours: POST /loan/pc/equity/apply); amount in 万元. */
export interface EquityApplicationTable {
  id: Generated<number>;
  company_id: number;
  applicant_id: number;
  org_id: Optional<number>;
  amount: Numeric;
  share_percent: Numeric;
  use_of_funds: string;
  company_stage: number;
  contact_name: string;
  contact_mobile: string;
  remark: Optional<string>;
  status: Generated<number>;
  idempotency_key: string;
  created_at: Date;
}

/** The catalogue's version, raised by triggers on every write to products or institutions (0014). */
export interface DB {
  catalog_version: CatalogVersionTable;
}

export interface CatalogVersionTable {
  id: number;
  version: ColumnType<string, never, never>;
}

// ---- Published content: enterprise policies and our articles (migration 0015_content).
export interface DB {
  enterprise_policy: EnterprisePolicyTable;
  content_article: ContentArticleTable;
}

/** The kinds of article of our one content model (docs/gateway-api.md, "Content"). */
export type ContentKind = 'news' | 'regional' | 'compensation' | 'reloan';

/** A calendar day: written as 'YYYY-MM-DD', read as text by to_char (the driver may give a Date otherwise). */
type CalendarDay = ColumnType<Date | string, string, string>;
/** Sections of plain-text paragraphs, as JSON. */
type SectionsJson = ColumnType<unknown, string, string>;

export interface EnterprisePolicyTable {
  id: Generated<number>;
  title: string;
  department: string;
  /** 发文字号, '' when the policy has none. */
  document_no: Generated<string>;
  publish_date: CalendarDay;
  summary: string;
  sections: SectionsJson;
  /** false once withdrawn: neither listed nor shown. */
  published: Generated<boolean>;
  created_at: CreatedAt;
}

export interface ContentArticleTable {
  id: Generated<number>;
  kind: ContentKind;
  title: string;
  summary: string;
  /** Who published it (a department, a newsroom). */
  source: string;
  /** Regional finance: the district it is about; null for the other kinds. */
  district: string | null;
  publish_date: CalendarDay;
  sections: SectionsJson;
  published: Generated<boolean>;
  created_at: CreatedAt;
}

// ---- Product zones, classes and industries; futures zone sign-ups (migration 0016_product_zones).
export interface DB {
  product_zone: ProductZoneTable;
  product_zone_member: ProductZoneMemberTable;
  product_class: ProductClassTable;
  product_class_member: ProductClassMemberTable;
  product_industry: ProductIndustryTable;
  product_industry_tag: ProductIndustryTagTable;
  futures_sign_up: FuturesSignUpTable;
}

/** A zone of products with its programme (a specialList key: biomedicine, bqw, lendingcenter, million…). */
export interface ProductZoneTable {
  key: string;
  name: string;
  /** One line under the zone's title. */
  slogan: Generated<string>;
  /** What the programme offers, paragraphs separated by newlines. */
  programme: Generated<string>;
  sort: Generated<number>;
}

export interface ProductZoneMemberTable {
  zone_key: string;
  product_id: number;
  /** Lower first within the zone. */
  sort: Generated<number>;
}

/** A class of products on /productZone (/productClassDetail/{id}). */
export interface ProductClassTable {
  id: Generated<number>;
  name: string;
  description: Generated<string>;
  sort: Generated<number>;
}

export interface ProductClassMemberTable {
  class_id: number;
  product_id: number;
  sort: Generated<number>;
}

/** An industry products are tagged with (the industry/detail query names it by code). */
export interface ProductIndustryTable {
  code: string;
  name: string;
  description: Generated<string>;
  sort: Generated<number>;
}

export interface ProductIndustryTagTable {
  industry_code: string;
  product_id: number;
}

/** A sign-up for the futures zone (one per mobile; signing up again updates the name and counts the times). */
export interface FuturesSignUpTable {
  id: Generated<number>;
  name: string;
  mobile: string;
  created_at: Date;
  updated_at: Date;
  times: Generated<number>;
}

// ---- The institution and government workbench (migration 0018_staff_workbench).
export interface DB {
  scheduled_job: ScheduledJobTable;
  application_escalation: ApplicationEscalationTable;
  staff_account: StaffAccountTable;
  staff_session: StaffSessionTable;
  staff_login_ticket: StaffLoginTicketTable;
}

/** A staff login: an operator, a government viewer, or an institution person (org_user) with a workbench role. */
export interface StaffAccountTable {
  id: Generated<number>;
  username: string;
  /** argon2id of the wire password (the SHA-256 hex of the typed one). */
  password_hash: string;
  role: 'operator' | 'org_staff' | 'org_admin' | 'gov_viewer' | 'gov_reviewer';
  display_name: string;
  /** The institution person for org_staff and org_admin; null for the platform's and the government's people. */
  org_user_id: Optional<number>;
  /** Base32 TOTP secret, set once enrolment is confirmed. */
  totp_secret: Optional<string>;
  totp_enrolled_at: Optional<Date>;
  /** The 30 s step of the last code accepted: a code of that step or an earlier one is refused (no replay). */
  totp_last_step: ColumnType<string | null, number | string | null | undefined, number | string | null>;
  disabled: Generated<boolean>;
  created_at: Date;
}

/** A staff session (only the token's SHA-256 is stored). */
export interface StaffSessionTable {
  id: Generated<number>;
  token_hash: string;
  staff_id: number;
  created_at: Date;
  last_seen_at: Date;
  ended_at: Optional<Date>;
  end_reason: Optional<string>;
}

/** The step between a right password and the TOTP code; pending_secret while enrolment waits for its first code. */
export interface StaffLoginTicketTable {
  ticket_hash: string;
  staff_id: number;
  pending_secret: Optional<string>;
  attempts: Generated<number>;
  created_at: Date;
  expires_at: Date;
  used_at: Optional<Date>;
}

export interface LoanApplicationTable {
  /** When an institution claimed the published need (org_id set by the claim, status unchanged). */
  claimed_at: Optional<Date>;
  /** The timeline's first 'viewed' (11), acceptance decision (4/5) and credit decision (6/7), kept by a trigger (migration 0040). */
  viewed_at: Optional<Date>;
  accept_decided_at: Optional<Date>;
  credit_decided_at: Optional<Date>;
}

/** A periodic job of the gateway: the instance that locks its row when due runs the tick (the others skip it). */
export interface ScheduledJobTable {
  name: string;
  every_ms: number;
  next_run_at: Date;
  last_run_at: Optional<Date>;
  /** The instance that ran the last tick (host and process). */
  last_runner: Optional<string>;
  runs: Generated<number>;
}

/** An application waiting past its target, escalated to the operator and the institution's administrators. */
export interface ApplicationEscalationTable {
  id: Generated<number>;
  application_id: number;
  stage: 'view' | 'decide';
  org_id: number;
  escalated_at: Date;
  runner: string;
}

// ---- The portal's message centre (migration 0019_enterprise_messages).
export interface DB {
  enterprise_message: EnterpriseMessageTable;
}

/** A message to a company about its application (every move by an institution or the operator). */
export interface EnterpriseMessageTable {
  id: Generated<number>;
  company_id: number;
  application_id: Optional<number>;
  title: string;
  body: string;
  created_at: Date;
  /** When a person of the company marked it read; null while unread. */
  read_at: Optional<Date>;
}

// ---- Referral after a decline (migration 0020_referrals).
export interface DB {
  loan_referral: LoanReferralTable;
  loan_referral_file: LoanReferralFileTable;
}

/** The enterprise's consent to refer a declined application to another institution's product, and what it made. */
export interface LoanReferralTable {
  id: Generated<number>;
  company_id: number;
  /** The declined application (status 5 or 7); one referral each. */
  original_application_id: number;
  /** The application the referral submitted to the new product. */
  referral_application_id: number;
  product_id: number;
  /** The institution the data and materials were shared with. */
  org_id: number;
  /** The institution that declined. */
  from_org_id: Optional<number>;
  consented_by: number;
  /** The consent text the enterprise was shown and agreed to. */
  consent_text: string;
  consented_at: Date;
}

/** A stored file (the original application's material) shared with the new institution by a referral. */
export interface LoanReferralFileTable {
  referral_id: number;
  file_id: number;
}

// ---- The decision desk's material settings (migration 0022_desk_deskview).
export interface DB {
  org_material_setting: OrgMaterialSettingTable;
}

/** Whether the institution's staff may download an application's materials (no row: they may not). */
export interface OrgMaterialSettingTable {
  org_id: number;
  staff_may_download: boolean;
  updated_by: number;
  updated_at: Date;
}

// ---- Decision desk, company profile (migration 0023_desk_profile).
export interface DB {
  gov_data_pack: GovDataPackTable;
}

/** The government data pack an institution fetched for a company, and when (one per company and institution). */
export interface GovDataPackTable {
  company_id: number;
  org_id: number;
  /** The pack as the service answered it (outside/govdata); null: the service had no records of the company. */
  pack: ColumnType<unknown, string | null, string | null>;
  fetched_at: Timestamp;
}

// ---- 补充材料, issue 20 slice supplement (migration 0024_desk_supplement).
export interface DB {
  application_supplement: ApplicationSupplementTable;
  application_supplement_file: ApplicationSupplementFileTable;
}

/** A round of 补充材料: what the institution asked for by when, and the enterprise's answer. */
export interface ApplicationSupplementTable {
  id: Generated<number>;
  application_id: number;
  org_id: number;
  /** 1, 2, … per application. */
  round: number;
  content: string;
  /** YYYY-MM-DD (Beijing). */
  reply_by: ColumnType<string, string, string>;
  asked_by: number;
  asked_at: Date;
  answer_text: Optional<string>;
  answered_by: Optional<number>;
  /** Null while the round is open (one open round per application). */
  answered_at: Optional<Date>;
}

/** A file the enterprise attached to its answer (also attached to the application as a material). */
export interface ApplicationSupplementFileTable {
  supplement_id: number;
  file_id: number;
}

export interface LoanApplicationTable {
  /** Set while a 补充材料 round is open: the response-time clock is paused since then. */
  sla_paused_since: Optional<Date>;
  /** The seconds of the closed pauses (rounds answered, or ended by a decision). */
  sla_paused_seconds: Generated<number>;
  /** The enterprise answered a round the institution has not opened yet (the queue's 有补件). */
  supplement_answered_at: Optional<Date>;
}

// ---- Enterprise ↔ institution message threads (migration 0026_desk_threads, issue 20 slice threads).
export interface DB {
  application_thread_message: ApplicationThreadMessageTable;
  application_thread_sms: ApplicationThreadSmsTable;
}

export type ThreadSide = 'enterprise' | 'institution';

/** One message of an application's thread; never updated but for read_at, never deleted. */
export interface ApplicationThreadMessageTable {
  id: Generated<number>;
  application_id: number;
  side: ThreadSide;
  /** The enterprise's member who wrote it (side enterprise). */
  author_user_id: Optional<number>;
  /** The staff member who wrote it (side institution). */
  author_staff_id: Optional<number>;
  author_name: string;
  body: string;
  created_at: Date;
  /** When the other side read the thread with it; null while unread. */
  read_at: Optional<Date>;
}

/** When a side was last texted about an application's thread (the SMS throttle). */
export interface ApplicationThreadSmsTable {
  application_id: number;
  recipient_side: ThreadSide;
  last_sent_at: Date;
}

// ---- Issue 20, slice assign: the decision desk's internal notes (migration 0025_desk_assign).
export interface DB {
  application_note: ApplicationNoteTable;
}

/** A staff note on an application: its institution's staff only (never the enterprise, never another institution). */
export interface ApplicationNoteTable {
  id: Generated<number>;
  application_id: number;
  org_id: number;
  staff_id: number;
  author_name: string;
  body: string;
  created_at: Date;
}

export interface DB {
  staff_audit: StaffAuditTable;
}

/** One staff or operator action (append-only: the database refuses changes; docs/gateway-api.md, "Audit log"). */
export interface StaffAuditTable {
  id: ColumnType<string, never, never>;
  at: Date;
  staff_id: number;
  username: string;
  staff_name: string;
  role: string;
  org_id: number | null;
  org_name: string | null;
  action: string;
  route: string;
  target: string;
  address: string;
  request_id: string | null;
}

// ---- Issue 22, slice offers: 意向报价 on published needs (migration 0028_need_offers).
export interface DB {
  need_offer: NeedOfferTable;
}

export type NeedOfferState = 'active' | 'withdrawn' | 'accepted' | 'declined';

/** An institution's indicative offer on a published need: one per institution and need, replaced in place. */
export interface NeedOfferTable {
  id: Generated<number>;
  application_id: number;
  org_id: number;
  /** The staff member who last sent it. */
  staff_id: number;
  /** 万元. */
  amount_min: Numeric;
  amount_max: Numeric;
  /** Percent a year. */
  rate_min: Numeric;
  rate_max: Numeric;
  term_months: number;
  conditions: string;
  /** 'YYYY-MM-DD' (Beijing calendar), the last day it may be accepted. */
  valid_until: ColumnType<string, string, string>;
  state: NeedOfferState;
  first_offered_at: Date;
  updated_at: Date;
  /** When it was accepted or declined. */
  decided_at: Optional<Date>;
}

// Issue 22, slice policies.
export interface DB {
  policy_condition: PolicyConditionTable;
}

/** A policy's machine-readable conditions (migration 0029); a NULL list means any. */
export interface PolicyConditionTable {
  policy_id: number;
  district_codes: string[] | null;
  industries: string[] | null;
  enterprise_kind: 'company' | 'individual' | null;
  sizes: string[] | null;
  min_years: number | null;
  max_years: number | null;
  green_project_required: Generated<boolean>;
  first_loan_required: Generated<boolean>;
  updated_at: Generated<Date>;
}

// ---- Issue 20, slice desk-rest (migration 0031_desk_rest).
export interface DB {
  application_thread_file: ApplicationThreadFileTable;
}

/** A file the enterprise attached to a thread message (also attached to the application as a material). */
export interface ApplicationThreadFileTable {
  message_id: number;
  file_id: number;
}

export interface CompanyRegistryTable {
  /** 注册资本 in 万元 (generated: the registry is fictional); null for a 个体工商户. */
  registered_capital_wan: ColumnType<string | null, never, never>;
  /** 行业 (generated: the registry is fictional). */
  industry: ColumnType<string, never, never>;
}

// ---- 贴息 and 风险补偿 claims (migration 0030_subsidy_claims, issue 22 slice subsidy).
export interface DB {
  subsidy_programme: SubsidyProgrammeTable;
  subsidy_claim: SubsidyClaimTable;
  subsidy_claim_file: SubsidyClaimFileTable;
  subsidy_claim_event: SubsidyClaimEventTable;
  subsidy_cap_usage: SubsidyCapUsageTable;
}

/** A subsidy programme; amounts in 万元, dates Beijing calendar days. */
export interface SubsidyProgrammeTable {
  id: Generated<number>;
  code: string;
  name: string;
  kind: 'interest' | 'risk';
  /** The policy whose text announces it (a plain reference: the policies are another feature's). */
  policy_id: Optional<number>;
  rate_percent: Numeric;
  yearly_cap: Numeric;
  open_from: CalendarDay;
  open_until: ColumnType<Date | string | null, string | null | undefined, string | null>;
}

export interface SubsidyClaimTable {
  id: Generated<number>;
  programme_id: number;
  application_id: number;
  company_id: number;
  claimant_user_id: number;
  loan_amount: Numeric;
  interest_rate: Numeric;
  loan_period: number;
  lending_date: CalendarDay;
  /** The Beijing year of the lending date: the year whose cap the claim counts against. */
  claim_year: number;
  claim_amount: Numeric;
  approved_amount: NullableMoney;
  status: 'submitted' | 'approved' | 'returned';
  return_reason: Optional<string>;
  reviewer_staff_id: Optional<number>;
  created_at: Date;
  updated_at: Date;
}

export interface SubsidyClaimFileTable {
  claim_id: number;
  file_id: number;
}

export interface SubsidyClaimEventTable {
  id: Generated<number>;
  claim_id: number;
  action: 'submitted' | 'resubmitted' | 'approved' | 'returned';
  actor_name: string;
  remark: Optional<string>;
  at: Date;
}

/** What was approved for a company under a programme in a year; approvals lock this row. */
export interface SubsidyCapUsageTable {
  company_id: number;
  programme_id: number;
  year: number;
  approved: ColumnType<string, number | string | undefined, number | string>;
}

// ---- Issue 22, slice live: the outbox of platform events (migration 0027_live_events, written by triggers).
export interface DB {
  platform_event: PlatformEventTable;
}

export interface PlatformEventTable {
  id: Generated<number>;
  topic: string;
  application_id: number | null;
  /** The application's (or the message's) company; null never for today's topics. */
  company_id: number | null;
  /** The application's institution; null for an unclaimed need and for message-centre messages. */
  org_id: number | null;
  created_at: Generated<Date>;
}

// ---- Issue 21: dashboard views kept because they compute slowly (migration 0038_dashboard_answers).
export interface DB {
  dashboard_answer: DashboardAnswerTable;
}

export interface DashboardAnswerTable {
  /** filterKey() of the view's filters. */
  filter_key: string;
  /** The parsed filters (DashboardParams), to compute the view again. */
  filters: ColumnType<unknown, string, string>;
  /** The DashboardRecord as computed. */
  answer: ColumnType<unknown, string, string>;
  computed_at: Date;
  took_ms: number;
  read_at: Date;
}
