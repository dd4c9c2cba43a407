/** Express's compiled `trust proxy`: whether the hop at `address`, `hop` steps from the socket, may be believed. */
export type TrustProxy = (address: string | undefined, hop: number) => boolean;

/** Distinct (address, hop) answers kept before starting over; a graph hears from a handful of proxies. */
const REMEMBERED = 1_000;

/**
 * The same decisions as `trust`, each (address, hop) worked out once: express asks on every request that reads
 * req.secure or req.ip (the security headers ask for HSTS), and a list of subnets such as the default `loopback`
 * parses the address with ipaddr.js each time. The decision is a pure function of its arguments.
 */
export function rememberedTrust(trust: TrustProxy, remembered = REMEMBERED): TrustProxy {
  const answers = new Map<string, boolean>();
  return (address, hop) => {
    const key = `${hop} ${address ?? ''}`;
    const known = answers.get(key);
    if (known !== undefined) return known;
    const answer = trust(address, hop);
    if (answers.size >= remembered) answers.clear();
    answers.set(key, answer);
    return answer;
  };
}
