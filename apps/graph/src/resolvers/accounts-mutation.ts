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
  checkCaptcha: (_parent, args, { gateway }) => gateway.checkCaptcha(checkCaptchaArgs(args)),
  sendSmsCode: async (_parent, { input }, { gateway }) => {
    await gateway.sendSmsCode(sendSmsCodeBody(input));
    return true;
  },
  resetPasswordCheck: (_parent, args, { gateway }) => {
    const { mobile, code } = resetPasswordCheckArgs(args);
    return gateway.resetPasswordCheck(mobile, code);
  },
  resetPassword: async (_parent, { input }, { gateway }) => {
    await gateway.resetPassword(resetPasswordBody(input));
    return true;
  },
  modifyPassword: async (_parent, args, { gateway }) => {
    await gateway.modifyPassword(modifyPasswordBody(args));
    return true;
  },
  resetMobile: async (_parent, { input }, { gateway }) => {
    await gateway.resetMobile(resetMobileBody(input));
    return true;
  },
  saveProtocolRead: async (_parent, { protocolIds }, { gateway }) => {
    await gateway.saveProtocolRead(protocolIdsArg(protocolIds));
    return true;
  },
};
