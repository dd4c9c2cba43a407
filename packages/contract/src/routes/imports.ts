/** Accounts imported from a partner platform (docs/gateway-api.md, "Imported accounts"; spec §4, §7). */
import { z } from 'zod';
import { oneTimeCodeField } from './account-fields.ts';
import type { LoginEntryRecord } from './account-login.ts';
import { route, routeWithoutInput } from './route.ts';

/** An invitation link no longer valid (used, expired or never issued). */
export const INVITATION_EXPIRED = '邀请链接已失效，请联系邀请方重新获取';

/** Whether the account was imported and has seen its invitation page. */
export interface ImportDetailRecord {
  ifImport: boolean;
  ifAlerted: boolean;
  /** The partner platform's code (the import command's --source); null for an account that was not imported. */
  source: string | null;
}

/** Uses up a one-time invitation token; answers the login company list, as a login does. */
export const invitationLogin = route<LoginEntryRecord[]>()({
  method: 'POST',
  path: '/user/user/third/import/shb',
  inputIn: 'query',
  input: z.object({ token: oneTimeCodeField(INVITATION_EXPIRED, INVITATION_EXPIRED) }),
});

export const importDetail = routeWithoutInput<ImportDetailRecord>()('GET', '/user/user/importDetail');

/** The invitation page was shown; the next logins go to /verified. */
export const invitationSeen = routeWithoutInput<null>()('POST', '/user/user/alertedImportInfo');
