/** The gateway's records of imported accounts (docs/gateway-api.md, "Imported accounts"). */

/** GET /user/user/importDetail. */
export interface ImportDetailRecord {
  ifImport: boolean;
  ifAlerted: boolean;
  /** The partner platform's code (the import command's --source); null for an account that was not imported. */
  source: string | null;
}
