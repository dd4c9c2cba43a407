import { oneTimeCodeField } from '@sme/contract/routes/account-fields';
import { z } from 'zod';

const EXPIRED = '邀请链接已失效，请联系邀请方重新获取';

export const invitationParams = z.object({ token: oneTimeCodeField(EXPIRED, EXPIRED) });
