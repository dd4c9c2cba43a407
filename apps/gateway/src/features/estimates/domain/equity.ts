/** Spec §3 institution type 7: venture capital, the equity investors. */
export const VENTURE_CAPITAL_TYPE = 7;

/** Status of an equity request: submitted, then the investors' answers (the workbench, issue 9). */
export const EQUITY_SUBMITTED = 1;
