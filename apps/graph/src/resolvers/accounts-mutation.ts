import { smsCodeSend } from '@sme/contract/routes/account-login';
import { modifyPassword, resetMobile, resetPassword, resetPasswordCheck } from '@sme/contract/routes/account-passwords';
import { captchaCheck } from '@sme/contract/routes/captcha';
import { protocolRead } from '@sme/contract/routes/protocols';
import type { MutationResolvers } from '#generated/resolvers-types.ts';
import {
  checkCaptchaArgs,
  modifyPasswordBody,
  protocolIdsArg,
  resetMobileBody,
  resetPasswordBody,
  resetPasswordCheckArgs,
  sendSmsCodeBody,
} from '#validation/account-arguments.ts';

/** Captcha, SMS codes, password and mobile changes, protocol read records. */
export const accountsMutation: MutationResolvers = {
  checkCaptcha: (_parent, args, { gateway }) => gateway.send(captchaCheck, checkCaptchaArgs(args)),
  sendSmsCode: async (_parent, { input }, { gateway }) => {
    await gateway.send(smsCodeSend, sendSmsCodeBody(input));
    return true;
  },
  resetPasswordCheck: (_parent, args, { gateway }) => {
    return gateway.send(resetPasswordCheck, resetPasswordCheckArgs(args));
  },
  resetPassword: async (_parent, { input }, { gateway }) => {
    await gateway.send(resetPassword, resetPasswordBody(input));
    return true;
  },
  modifyPassword: async (_parent, args, { gateway }) => {
    await gateway.send(modifyPassword, modifyPasswordBody(args));
    return true;
  },
  resetMobile: async (_parent, { input }, { gateway }) => {
    await gateway.send(resetMobile, resetMobileBody(input));
    return true;
  },
  saveProtocolRead: async (_parent, { protocolIds }, { gateway }) => {
    await gateway.send(protocolRead, { protocolIds: protocolIdsArg(protocolIds).join(','), source: 'PC' });
    return true;
  },
};
