import { randomUUID } from 'node:crypto';

/** One H5 check begun with DetectAuth. */
export interface FaceIdCheck {
  bizToken: string;
  ruleId: string;
  name: string;
  idCard: string;
  redirectUrl: string;
  state: 'pending' | 'passed' | 'failed';
  expiresAt: number;
}

/** How long a BizToken lasts at Tencent (7,200 s). */
const TTL_MS = 7_200_000;

/** The FaceID stand-in's checks, in memory. */
export class FaceIdStore {
  private readonly checks = new Map<string, FaceIdCheck>();

  constructor(private readonly now: () => number = Date.now) {}

  begin(check: Pick<FaceIdCheck, 'ruleId' | 'name' | 'idCard' | 'redirectUrl'>): FaceIdCheck {
    const begun: FaceIdCheck = {
      ...check,
      bizToken: randomUUID().toUpperCase(),
      state: 'pending',
      expiresAt: this.now() + TTL_MS,
    };
    this.checks.set(begun.bizToken, begun);
    return begun;
  }

  find(bizToken: string): FaceIdCheck | undefined {
    const check = this.checks.get(bizToken);
    return check && check.expiresAt > this.now() ? check : undefined;
  }

  /** Records the person's result once; answers the check, or undefined when it is unknown, expired or decided. */
  decide(bizToken: string, passed: boolean): FaceIdCheck | undefined {
    const check = this.find(bizToken);
    if (check?.state !== 'pending') return undefined;
    check.state = passed ? 'passed' : 'failed';
    return check;
  }
}
