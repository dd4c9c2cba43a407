/**
 * THE table of the gateway's envelope codes (code 0 is success). The spec's own codes (-3000, -3001, -4009) keep
 * their meaning; the rest are ours and listed in docs/gateway-api.md. Every app imports this file by
 * name (`@sme/contract/codes`) instead of repeating numbers, so it must stay free of imports.
 */
export const GatewayCode = {
  OK: 0,
  /** A parameter is missing, ill-typed or out of range. */
  BAD_PARAMS: -1000,
  /** The request body cannot be read (not JSON, bad encoding, bad form). */
  BAD_BODY: -1001,
  /** No call at that path. */
  NOT_FOUND: -1004,
  /** The path exists but not for that method. */
  METHOD_NOT_ALLOWED: -1005,
  /** The body is larger than the gateway accepts. */
  TOO_LARGE: -1013,
  /** Too many requests from one client, mobile or account. */
  RATE_LIMITED: -1029,
  /** HTTP 403: no session, or it ended, expired or is unknown (spec §8: log in again). */
  SESSION_ENDED: -1403,
  /** An object the caller asked for does not exist (or is not the caller's). */
  NO_SUCH_OBJECT: -1404,
  /** Something broke inside the gateway; details are in its log only. */
  INTERNAL: -1500,
  /** GET /healthz (HTTP 503): a folder the gateway writes to (data, uploads) is read-only, failing or full. */
  STORAGE_NOT_WRITABLE: -1504,
  /** HTTP 503: the database server cannot be reached or cannot serve now (a restart): try again in a moment. */
  DATABASE_UNAVAILABLE: -1505,
  /** HTTP 403: a service's call (a graph instance's live feed) without its secret; no person's session admits it. */
  SERVICE_REFUSED: -1506,
  /** An outside service (face check, provincial identity, WeChat) is not configured in this deployment. */
  SERVICE_NOT_CONFIGURED: -1502,
  /** An outside service did not answer or refused. */
  SERVICE_FAILED: -1503,
  /** Captcha: too many tries (spec §7). */
  CAPTCHA_TOO_FREQUENT: -3000,
  /** The session's account is disabled or deleted: the client must log out (spec §4). */
  FORCE_LOGOUT: -3001,
  /** Slider check failed (wrong position, or the puzzle expired or was used): shake and load a new one. */
  CAPTCHA_FAILED: -3002,
  /** The captcha token of an SMS send or password login is missing, unknown, expired or already used. */
  CAPTCHA_TOKEN_INVALID: -3003,
  /** Mobile or password wrong (also: the account has no password, the old password is wrong). */
  BAD_CREDENTIALS: -4001,
  /** SMS code wrong, expired, used or dead after too many wrong tries. */
  SMS_CODE_INVALID: -4002,
  /** A loginCode, validCode or other one-time code that is unknown, expired or already used. */
  ONE_TIME_CODE_INVALID: -4003,
  /** The account is disabled. */
  ACCOUNT_DISABLED: -4004,
  /** The SMS provider did not accept the message. */
  SMS_NOT_SENT: -4005,
  /** SMS send / register / resetMobile: mobile already registered, or unknown (spec §8). */
  MOBILE_CONFLICT: -4009,
  /** Company add: no company of that name and credit code in the registry. */
  COMPANY_NOT_IN_REGISTRY: -5001,
  /** Company add: the account already holds this company. */
  COMPANY_ALREADY_ADDED: -5002,
  /** Certification: the name given is not the registry's legal representative of the company. */
  LEGAL_PERSON_MISMATCH: -5003,
  /** The session's company is not real-name certified (apply, publish and the pages of spec §6). */
  CERTIFICATION_REQUIRED: -5004,
  /** The session's company has not passed the face check (spec §6 face-required pages). */
  FACE_CHECK_REQUIRED: -5005,
  /** The face check did not pass (or its token is unknown, expired or another account's). */
  FACE_CHECK_FAILED: -5006,
  /** Provincial login: the user's real-name level is below L2 (data.identifyUrl says where to raise it). */
  PROVINCIAL_LEVEL_TOO_LOW: -5010,
  /** Provincial login: the code, state or nonce was refused (forged, replayed or expired). */
  PROVINCIAL_LOGIN_FAILED: -5011,
  /** WeChat login: this WeChat user is not bound to an account yet (log in normally to bind it). */
  WECHAT_NOT_BOUND: -5020,
  /** WeChat login: the state, code or ticket was refused (forged, replayed or expired), or WeChat refused us. */
  WECHAT_LOGIN_FAILED: -5021,
  /** Files: no such file, or not the caller's to read or delete (one answer for both: no enumeration). */
  FILE_NOT_FOUND: -6001,
  /** Files: the upload is over the size limit (20 MB). */
  FILE_TOO_LARGE: -6002,
  /** Files: the uploaded file is empty. */
  FILE_EMPTY: -6003,
  /** Files: a type not accepted, or content that does not agree with the extension (a renamed executable). */
  FILE_TYPE_REFUSED: -6004,
  /** Files: active content (HTML, SVG, script), a polyglot, or a PDF with JavaScript or launch actions. */
  FILE_CONTENT_REFUSED: -6005,
  /** Files: an archive (zip, docx, xlsx) whose declared contents are too large or too many (a zip bomb). */
  FILE_ARCHIVE_REFUSED: -6006,
  /** Files: the upload is not one well-formed multipart file part named `file`. */
  FILE_UPLOAD_MALFORMED: -6007,
  /** Files: the file is attached to a record (e.g. a revocation) and cannot be deleted. */
  FILE_IN_USE: -6008,
  /** Files: the file could not be written (storage full, read-only or failing); logged as an error. */
  FILE_STORAGE_UNAVAILABLE: -6009,
  /** Short links: no such key, or it expired (spec §8: 短链接不存在！). */
  SHORT_LINK_NOT_FOUND: -7001,
  /** Loan applications: no such application or need, or not the caller's company's (one answer: no enumeration). */
  APPLICATION_NOT_FOUND: -8001,
  /** Loan applications: the product does not exist, is removed, or its institution is out of service. */
  PRODUCT_NOT_OFFERED: -8002,
  /** Loan applications: the status machine refuses the move (e.g. withdraw after acceptance); msg says why. */
  TRANSITION_REFUSED: -8003,
  /** Loan applications: the idempotency key was already used by the company for the other kind of application. */
  IDEMPOTENCY_KEY_REUSED: -8004,
  /** Loan applications: the product is applied for through the institution's own channel (urlType ≠ 1), not our form. */
  APPLY_THROUGH_INSTITUTION: -8005,
  /** Institution managers: unknown, or not the manager of any of the caller's company's applications (one answer). */
  MANAGER_NOT_FOUND: -8006,
  /** Data authorisation: the company has none in force and the application brought no authEndDate (spec §1). */
  AUTHORISATION_REQUIRED: -8010,
  /** Data authorisation: revocation refused while an institution handles the company's business; msg names it. */
  REVOCATION_BUSINESS_IN_PROGRESS: -8011,
  /** Workbench: the company's data authorisation is not in force (revoked or ended): its business cannot be moved. */
  AUTHORISATION_NOT_IN_FORCE: -8012,
  /** Estimates: the company has not answered the one-click estimate's questionnaire yet. */
  QUESTIONNAIRE_MISSING: -8020,
  /** Estimates: the company has no one-click estimate yet (the matching products follow one). */
  ESTIMATE_MISSING: -8021,
  /** Estimates: the registry says the company is not operating (注销, 吊销): no estimate is made. */
  COMPANY_NOT_OPERATING: -8022,
  /** Referral: the application is not declined by its institution (status 5 or 7), so it cannot be referred. */
  REFERRAL_NOT_ALLOWED: -8030,
  /** Referral: the product is not one of the application's matching products (another institution's, on shelf). */
  REFERRAL_PRODUCT_NOT_MATCHING: -8031,
  /** Referral: the application was already referred, to another product (one referral per application). */
  REFERRAL_ALREADY_MADE: -8032,
  /** Zones: no zone of that key (specialList and the zone lists). */
  ZONE_NOT_FOUND: -8040,
  /** Zones: no product class of that id (/productClassDetail/{id}). */
  PRODUCT_CLASS_NOT_FOUND: -8041,
  /** Zones: no industry of that code (industry/detail). */
  INDUSTRY_NOT_FOUND: -8042,
  /** Staff login: the TOTP code is wrong, outside its 30 s window, or already used (a replay). */
  TOTP_CODE_INVALID: -4006,
  /** Workbench: the staff member's role may not make this call (e.g. a government viewer moving an application). */
  ROLE_REFUSED: -8050,
  /** Workbench: the need was claimed by an institution meanwhile, or is no longer open for pickup. */
  NEED_NOT_OPEN: -8051,
  /** Workbench products: no product of that id in the administrator's institution (another's reads the same). */
  ORG_PRODUCT_NOT_FOUND: -8060,
  /** Workbench products: the product is removed (下架) and can no longer be edited. */
  ORG_PRODUCT_REMOVED: -8061,
  /** Workbench pre-credit: the grant is refused (company not on the platform, product not offered …); msg says why. */
  PRE_CREDIT_REFUSED: -8062,
  // Issue 20, slice supplement.
  /** 补充材料: the request or answer cannot be made now (status, an open round, not yet past its date); msg says why. */
  SUPPLEMENT_REFUSED: -8070,
  /** Application threads (issue 20): the application has no institution yet (an unclaimed need), so no thread. */
  THREAD_NOT_OPEN: -8071,
  // Issue 20, slice assign.
  /** Decision desk: the application already has a handler (another claim won); msg names who. */
  APPLICATION_ALREADY_CLAIMED: -8072,
  // Issue 22, slice offers.
  /** 意向报价: none of the institution's products on shelf matches the need (amount, term, guarantee method). */
  OFFER_NOT_MATCHING: -8090,
  /** 意向报价: the need is no longer open for offers (claimed, expired, withdrawn), or the offer was withdrawn. */
  OFFER_NOT_OPEN: -8091,
  /** 意向报价: the offer is past its valid-until date and cannot be accepted. */
  OFFER_EXPIRED: -8092,
  /** 意向报价: the need already took an offer (or an institution claimed it): no second acceptance. */
  OFFER_ALREADY_ACCEPTED: -8093,
  /** 意向报价: the offer's figures are not consistent (a range upside down, valid-until in the past); msg says why. */
  OFFER_INVALID: -8094,
  /** Content: no such enterprise policy or article, or it was withdrawn (policy queryDetail, our article calls). */
  CONTENT_NOT_FOUND: -9101,
  // Issue 22, slice subsidy: 贴息 and 风险补偿 claims.
  /** Subsidy claims: no claim of that id for the caller (another company's reads the same). */
  SUBSIDY_CLAIM_NOT_FOUND: -8110,
  /** Subsidy claims: the loan cannot be claimed on (not lent, already claimed under the programme, programme closed). */
  SUBSIDY_NOT_CLAIMABLE: -8111,
  /** Subsidy claims: the claim's status does not allow the move (review a claim not waiting, resubmit one not returned). */
  SUBSIDY_STATE_REFUSED: -8112,
  /** Subsidy claims: the company's yearly cap under the programme is used up. */
  SUBSIDY_CAP_REACHED: -8113,
  // Issue 22, slice live.
  /** Live updates: the session already holds the most open subscriptions (docs/decisions.md, "Live updates"). */
  LIVE_SUBSCRIPTIONS_TOO_MANY: -8080,
  /** Live updates: the WebSocket's Origin is not one of the platform's own (no cross-site subscriptions). */
  LIVE_ORIGIN_REFUSED: -8081,
} as const;

export type GatewayCodeName = keyof typeof GatewayCode;
export type GatewayCodeValue = (typeof GatewayCode)[GatewayCodeName];
