import { z } from 'zod';
import { oneTimeCodeField } from './fields.ts';

const EXPIRED = '邀请链接已失效，请联系邀请方重新获取';

export const invitationParams = z.object({ token: oneTimeCodeField(EXPIRED, EXPIRED) });
