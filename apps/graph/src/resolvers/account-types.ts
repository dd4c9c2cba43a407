import { maskMobile } from '@sme/contract/fields';
import type {
  AccountCompanyResolvers,
  LoginCompanyResolvers,
  ProtocolDetailResolvers,
  ProtocolResolvers,
  UserInfoResolvers,
} from '#generated/resolvers-types.ts';

export const userInfoFields: UserInfoResolvers = {
  id: (user) => String(user.id),
  maskedMobile: (user) => maskMobile(user.mobile),
  deptId: (user) => (user.deptId === null || user.deptId === undefined ? null : String(user.deptId)),
};

export const loginCompanyFields: LoginCompanyResolvers = {
  id: (entry) => String(entry.id),
};

export const accountCompanyFields: AccountCompanyResolvers = {
  id: (company) => String(company.id),
};

export const protocolFields: ProtocolResolvers = {
  id: (protocol) => String(protocol.id),
  // The gateway answers 1/0 (spec §3 isPopUp=1).
  isPopUp: (protocol) => protocol.isPopUp === 1,
};

export const protocolDetailFields: ProtocolDetailResolvers = {
  id: (protocol) => String(protocol.id),
};
