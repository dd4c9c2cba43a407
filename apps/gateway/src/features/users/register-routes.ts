import { z } from 'zod';
import type { RouteDef } from '../../http/routing.ts';
import {
  agreementField,
  codeField,
  mobileField,
  optionalText,
  parseFields,
  passwordField,
  smsCodeField,
} from '../../shared/account-fields.ts';
import { failure, type Outcome, success, unwrap } from '../../shared/outcome.ts';
import type { AccountContext } from '../accounts/context.ts';
import { startSession } from '../sessions/session-store.ts';
import { ALREADY_REGISTERED } from '../sms/deliver-code.ts';
import { consumeSmsCode } from '../sms/sms-codes.ts';
import { hashPassword } from './passwords.ts';
import { createUser, findUserByMobile, mobileTaken } from './user-store.ts';

const registerSchema = z.object({
  mobile: mobileField,
  password: passwordField(),
  smsCode: smsCodeField,
  channelCode: optionalText('渠道编码', 64),
  managerId: optionalText('客户经理编号', 64),
  /** Spec §9: register source 0. */
  source: codeField([0], '注册来源不正确').default(0),
  isAgree: agreementField,
});

export function registerRoutes(ctx: AccountContext): RouteDef[] {
  return [
    {
      method: 'POST',
      path: '/user/user/register',
      handler: async (req) => {
        const input = parseFields(registerSchema, req.body);
        const passwordHash = await hashPassword(input.password);
        const now = ctx.clock.now();
        const outcome = await ctx.db.transaction().execute(async (trx): Promise<Outcome<{ token: string }>> => {
          const checked = await consumeSmsCode(
            trx,
            { mobile: input.mobile, method: 'REGISTER', code: input.smsCode },
            now,
          );
          if (!checked.ok) return checked;
          if (await findUserByMobile(trx, input.mobile)) return failure(mobileTaken(ALREADY_REGISTERED));
          const userId = await createUser(
            trx,
            {
              mobile: input.mobile,
              passwordHash,
              source: input.source,
              channelCode: input.channelCode,
              managerId: input.managerId,
            },
            now,
          );
          return success({ token: await startSession(trx, { userId, companyId: null }, now) });
        });
        return unwrap(outcome);
      },
    },
  ];
}
