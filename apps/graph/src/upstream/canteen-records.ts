/** The gateway's canteen records (docs/gateway-api.md, "Canteen"). */

/** POST /canteen/auth/login. */
export interface CanteenSessionRecord {
  canteenToken: string;
  /** Seconds. */
  expiresIn: number;
}

/** POST /canteen/user/info: the mobile comes masked. */
export interface CanteenUserRecord {
  userId: number;
  name: string;
  mobile: string;
  companyName: string;
}
