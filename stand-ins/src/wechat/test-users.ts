import { createHash } from 'node:crypto';

/** The stand-in's WeChat users (fictional), picked on the QR page instead of scanning a code with a phone. */
export interface WeChatTestUser {
  key: string;
  nickname: string;
}

export const WECHAT_TEST_USERS: readonly WeChatTestUser[] = [
  { key: 'zhang', nickname: '张小微' },
  { key: 'li', nickname: '李小信' },
  { key: 'wang', nickname: '王小程' },
];

export function findWeChatUser(key: string): WeChatTestUser | undefined {
  return WECHAT_TEST_USERS.find((user) => user.key === key);
}

/** As WeChat does: an open id per user and app (28 characters), a union id per user across the apps of one owner. */
export function openIdOf(appId: string, user: WeChatTestUser): string {
  return `o${hash(`${appId}:${user.key}`).slice(0, 27)}`;
}

export function unionIdOf(user: WeChatTestUser): string {
  return `u${hash(`union:${user.key}`).slice(0, 27)}`;
}

function hash(text: string): string {
  return createHash('sha256').update(text).digest('base64url');
}
