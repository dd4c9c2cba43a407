import { GatewayCode } from '@sme/contract/codes';
import * as identity from '@sme/contract/routes/identity';
import type {
  FaceCheckResolvers,
  MutationResolvers,
  QueryResolvers,
  VerificationStateResolvers,
} from '#generated/resolvers-types.ts';
import { GatewayBusinessError } from '#upstream/upstream-errors.ts';
import {
  certTokenArg,
  confirmLegalPersonBody,
  faceKeyArg,
  startFaceCheckArgs,
} from '#validation/identity-arguments.ts';

/** Without PUBLIC_URL in production the graph cannot say where the provider returns the browser. */
const NO_PUBLIC_URL = '门户公网地址（PUBLIC_URL）未配置，无法发起人脸识别，请联系平台运营方';

/** Real-name certification and the face check (schema/identity.graphql). */
export const identityQuery: QueryResolvers = {
  verification: (_parent, _args, { gateway }) => gateway.send(identity.legalPersonCheck, {}),
  faceResult: (_parent, { certToken }, { gateway }) =>
    gateway.send(identity.faceResult, { certToken: certTokenArg(certToken) }),
};

export const identityMutation: MutationResolvers = {
  confirmLegalPerson: (_parent, { input }, { gateway }) =>
    gateway.send(identity.legalPersonConfirm, confirmLegalPersonBody(input)),
  startFaceCheck: (_parent, args, { gateway, portalOrigin }) => {
    const { userCode, returnPath } = startFaceCheckArgs(args);
    if (!portalOrigin) throw new GatewayBusinessError(GatewayCode.SERVICE_NOT_CONFIGURED, NO_PUBLIC_URL);
    // The only place a foreBackUrl is made: this portal's origin and one of its routes (the gateway checks the form).
    return gateway.send(identity.faceCheckStart, {
      path: { userCode },
      query: { foreBackUrl: `${portalOrigin}/#${returnPath}` },
    });
  },
  faceRedirect: (_parent, { key }, { gateway }) => gateway.send(identity.faceRedirect, { key: faceKeyArg(key) }),
};

export const verificationStateFields: VerificationStateResolvers = {
  hasCompany: (state) => state.companyId !== null,
  companyId: (state) => (state.companyId === null ? null : String(state.companyId)),
  faceSimulated: (state) => state.faceProvider === 'simulator',
};

export const faceCheckFields: FaceCheckResolvers = {
  companyId: (check) => String(check.companyId),
};
