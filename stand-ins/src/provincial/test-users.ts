import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * The stand-in's people (fictional: names, mobiles and ID numbers belong to nobody; the ID numbers carry a valid
 * GB 11643 check character so forms that check them accept them). `level` is the real-name assurance level the
 * platform reads: 1 is below what the platform needs (L2), 2 and 3 are enough. The passwords are listed on the login
 * page and in the README: this is a development stand-in.
 */
export interface ProvincialTestUser {
  /** The OpenID Connect subject: stable, opaque. */
  sub: string;
  username: string;
  password: string;
  name: string;
  mobile: string;
  idNumber: string;
  level: number;
}

export const PROVINCIAL_TEST_USERS: readonly ProvincialTestUser[] = [
  {
    sub: 'gd-local-0001',
    username: 'gd_l1',
    password: 'Local@L1',
    name: '陈一鸣',
    mobile: '13900000011',
    idNumber: '440106199001019018',
    level: 1,
  },
  {
    sub: 'gd-local-0002',
    username: 'gd_l2',
    password: 'Local@L2',
    name: '李二娟',
    mobile: '13900000012',
    idNumber: '440304198506159028',
    level: 2,
  },
  {
    sub: 'gd-local-0003',
    username: 'gd_l3',
    password: 'Local@L3',
    name: '王三立',
    mobile: '13900000013',
    idNumber: '440104197809309032',
    level: 3,
  },
  {
    // The mobile of the platform's seeded demo account, so a provincial login of an existing account can be tried.
    sub: 'gd-local-0004',
    username: 'gd_demo',
    password: 'Local@Demo',
    name: '演示用户',
    mobile: '13800000001',
    idNumber: '440106198808089047',
    level: 2,
  },
];

/**
 * The people of one running stand-in. Levels raised on the identify page live here, in memory: a restart brings
 * every user back to the level above, which is what repeatable tests want.
 */
export class ProvincialUserStore {
  private readonly users: Map<string, ProvincialTestUser>;

  constructor(users: readonly ProvincialTestUser[] = PROVINCIAL_TEST_USERS) {
    this.users = new Map(users.map((user) => [user.sub, { ...user }]));
  }

  list(): ProvincialTestUser[] {
    return [...this.users.values()];
  }

  find(sub: string): ProvincialTestUser | undefined {
    return this.users.get(sub);
  }

  /** The user with that username and password, or undefined (the comparison takes the same time either way). */
  authenticate(username: string, password: string): ProvincialTestUser | undefined {
    const user = this.list().find((candidate) => candidate.username === username.trim());
    const expected = digest(user?.password ?? '\u0000no-such-user');
    const matches = timingSafeEqual(expected, digest(password));
    return user && matches ? user : undefined;
  }

  /** Raises a user's level to at least `level` (the identify page's real-name check). */
  raiseLevel(sub: string, level: number): ProvincialTestUser | undefined {
    const user = this.users.get(sub);
    if (user && user.level < level) user.level = level;
    return user;
  }
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}

/** 陈**, 4401**********9018: what the stand-in's pages show of a person. */
export function maskName(name: string): string {
  const chars = [...name];
  return chars[0] + '*'.repeat(Math.max(chars.length - 1, 1));
}

export function maskIdNumber(idNumber: string): string {
  return `${idNumber.slice(0, 4)}${'*'.repeat(idNumber.length - 8)}${idNumber.slice(-4)}`;
}
