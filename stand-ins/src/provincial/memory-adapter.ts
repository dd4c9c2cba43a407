import type { Adapter, AdapterPayload } from 'oidc-provider';

interface Entry {
  payload: AdapterPayload;
  /** Epoch milliseconds; Infinity when the provider gave no lifetime. */
  expiresAt: number;
}

/** Models whose entries are revoked together when their grant is (a replayed code revokes what it issued). */
const GRANT_BOUND = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
]);

/**
 * In-memory storage of the stand-in provider (sessions, interactions, grants, codes, tokens). Deliberately not a
 * database: the stand-in is one development process, and a restart that signs everybody out is harmless there. One
 * store per running stand-in (tests start several in one process), swept of expired entries once a minute.
 */
export class MemoryStore {
  private readonly entries = new Map<string, Entry>();
  private readonly sessionUids = new Map<string, string>();
  private readonly userCodes = new Map<string, string>();
  private readonly grants = new Map<string, Set<string>>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(readonly now: () => number = Date.now) {
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  /** The adapter factory oidc-provider calls once per model name. */
  adapterFor = (model: string): Adapter => new MemoryAdapter(model, this);

  close(): void {
    clearInterval(this.sweeper);
    this.entries.clear();
  }

  get(key: string): AdapterPayload | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.delete(key);
      return undefined;
    }
    return entry.payload;
  }

  set(model: string, key: string, payload: AdapterPayload, expiresInSeconds: number | undefined): void {
    this.delete(key);
    const expiresAt = expiresInSeconds === undefined ? Number.POSITIVE_INFINITY : this.now() + expiresInSeconds * 1000;
    this.entries.set(key, { payload, expiresAt });
    if (model === 'Session' && payload.uid) this.sessionUids.set(payload.uid, key);
    if (payload.userCode) this.userCodes.set(payload.userCode, key);
    if (GRANT_BOUND.has(model) && payload.grantId) {
      const members = this.grants.get(payload.grantId) ?? new Set<string>();
      members.add(key);
      this.grants.set(payload.grantId, members);
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    const { uid, userCode, grantId } = entry.payload;
    if (uid && this.sessionUids.get(uid) === key) this.sessionUids.delete(uid);
    if (userCode && this.userCodes.get(userCode) === key) this.userCodes.delete(userCode);
    if (grantId) this.grants.get(grantId)?.delete(key);
  }

  keyBySessionUid(uid: string): string | undefined {
    return this.sessionUids.get(uid);
  }

  keyByUserCode(userCode: string): string | undefined {
    return this.userCodes.get(userCode);
  }

  revokeGrant(grantId: string): void {
    for (const key of this.grants.get(grantId) ?? []) this.delete(key);
    this.grants.delete(grantId);
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.delete(key);
    for (const [grantId, members] of this.grants) if (members.size === 0) this.grants.delete(grantId);
  }
}

class MemoryAdapter implements Adapter {
  constructor(
    private readonly model: string,
    private readonly store: MemoryStore,
  ) {}

  private key(id: string): string {
    return `${this.model}:${id}`;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    this.store.set(this.model, this.key(id), payload, expiresIn);
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    return this.store.get(this.key(id));
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    const key = this.store.keyBySessionUid(uid);
    return key ? this.store.get(key) : undefined;
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    const key = this.store.keyByUserCode(userCode);
    return key ? this.store.get(key) : undefined;
  }

  async consume(id: string): Promise<void> {
    const payload = this.store.get(this.key(id));
    if (payload) payload.consumed = Math.floor(this.store.now() / 1000);
  }

  async destroy(id: string): Promise<void> {
    this.store.delete(this.key(id));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    this.store.revokeGrant(grantId);
  }
}
