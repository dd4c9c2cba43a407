/**
 * The limits and messages of the institution's product and pre-credit calls (issue 9; docs/gateway-api.md,
 * "Institution products and pre-credit") are the contract's: the admin app checks its forms with the same numbers.
 */
export {
  PRE_CREDIT_IMPORT_MAX_CHARS,
  PRE_CREDIT_IMPORT_MAX_ROWS,
  PRE_CREDIT_MAX_DAYS,
  PRE_CREDIT_MESSAGES,
  PRE_CREDIT_REMARK_MAX,
  PRODUCT_LIMITS,
  PRODUCT_MESSAGES,
} from '@sme/contract/routes/org-products-texts';
