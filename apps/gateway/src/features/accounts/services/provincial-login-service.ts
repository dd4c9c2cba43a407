import { GatewayCode } from '@sme/contract/codes';
import {
  OUTSIDE_LOGIN_MESSAGES as M,
  PROVINCIAL_CALLBACK_PATH,
  parsePlatformCallback,
} from '@sme/contract/routes/outside-logins';
import { ApiError } from '#http/api-error.ts';
import {
  meetsRequiredLevel,
  PROVINCIAL_LEVEL_TOO_LOW_MESSAGE,
  type ProvincialPerson,
} from '#outside/provincial/provincial-identity.ts';
import { sameDigest, sha256Hex } from '#shared/secrets.ts';
import type { AccountContext } from '../context.ts';
import { ACCOUNT_MESSAGES } from '../domain/messages.ts';
import {
  displayNameFromClaim,
  identifyReturnAddress,
  mobileFromClaim,
  OUTSIDE_LOGIN_TTL_MS,
  outsideLoginLimits,
  postLogoutAddress,
} from '../domain/outside-login.ts';
import { issueLoginCodes, type LoginEntry } from '../stores/login-code-store.ts';
import { consumeLoginRequest, insertLoginRequest } from '../stores/outside-login-store.ts';
import {
  deleteLink,
  findLinkedUser,
  findSubjectOfUser,
  insertLink,
  touchLink,
} from '../stores/provincial-link-store.ts';
import { findUserByMobile, insertUser, isUniqueViolation, setUserName } from '../stores/user-store.ts';
import { callOutside } from './outside-failures.ts';
import { spendBudget } from './rate-limiter.ts';

/** Spec §3 provincial SSO config, with `ssoUrl` the authorization address of a login begun for this browser. */
export interface ProvincialSsoConfig {
  clientId: string;
  ssoUrl: string;
  logoutUrl: string | null;
  identifyUrl: string;
  /** Seconds the begun login waits for its callback. */
  expiresIn: number;
}

/**
 * `GET /user/user/tongyi/web/clientId`: begins a provincial login (state, nonce, PKCE verifier) for the callback
 * address the graph gives, stores it for the browser that holds `browserKey`, and answers the SSO config.
 */
export async function startProvincialLogin(
  ctx: AccountContext,
  request: { redirectUrl: string; browserKey: string; ip: string },
): Promise<ProvincialSsoConfig> {
  const origin = portalOriginOf(request.redirectUrl);
  const clientId = await callOutside(() => ctx.provincial.clientId);
  const now = ctx.clock.now();
  await spendBudget(ctx.db, now, [outsideLoginLimits(ctx.settings.rateLimitFactor).starts(request.ip)]);
  const start = await callOutside(() => ctx.provincial.begin({ redirectUri: request.redirectUrl }));
  const logoutUrl = await callOutside(() =>
    ctx.provincial.logoutUrl({ postLogoutRedirectUri: postLogoutAddress(origin) }),
  );
  await insertLoginRequest(
    ctx.db,
    {
      provider: 'provincial',
      state: start.state,
      browserKey: request.browserKey,
      redirectUri: request.redirectUrl,
      nonce: start.nonce,
      codeVerifier: start.codeVerifier,
      ttlMs: OUTSIDE_LOGIN_TTL_MS,
    },
    now,
  );
  return {
    clientId,
    ssoUrl: start.authorizationUrl,
    logoutUrl: logoutUrl ?? null,
    identifyUrl: ctx.provincial.identifyUrl(identifyReturnAddress(origin)),
    expiresIn: OUTSIDE_LOGIN_TTL_MS / 1000,
  };
}

/** What a provincial login answers: the login company list, and the provider's addresses for the client to keep. */
export interface ProvincialLoginAnswer {
  companies: LoginEntry[];
  logoutUrl: string | null;
  identifyUrl: string;
}

/**
 * `POST /user/user/tongyi/web/login`: uses up the begun login of `state` (it must be this browser's and this
 * callback's), completes it at the provider (code with the PKCE verifier, ID token with the nonce), refuses a person
 * below L2 (-5010 with where to raise the level), links the provincial subject to an account and answers the login
 * company list, as `/user/user/login` does.
 */
export async function provincialLogin(
  ctx: AccountContext,
  callback: { code: string; state: string; redirectUrl: string; browserKey: string; channelCode?: string | undefined },
): Promise<ProvincialLoginAnswer> {
  // Not configured is said before anything is used up.
  await callOutside(() => ctx.provincial.clientId);
  const begun = await consumeLoginRequest(ctx.db, 'provincial', callback.state, ctx.clock.now());
  const expired = () => new ApiError(GatewayCode.PROVINCIAL_LOGIN_FAILED, M.provincialExpired);
  if (!begun?.nonce || !begun.codeVerifier) throw expired();
  if (!sameDigest(begun.browserHash, sha256Hex(callback.browserKey)) || begun.redirectUri !== callback.redirectUrl) {
    throw expired();
  }
  const person = await callOutside(() =>
    ctx.provincial.finish({
      code: callback.code,
      state: callback.state,
      redirectUri: begun.redirectUri,
      expected: { state: callback.state, nonce: begun.nonce ?? '', codeVerifier: begun.codeVerifier ?? '' },
    }),
  );
  const origin = portalOriginOf(begun.redirectUri);
  const identifyUrl = ctx.provincial.identifyUrl(identifyReturnAddress(origin));
  const logoutUrl =
    (await callOutside(() =>
      ctx.provincial.logoutUrl({
        postLogoutRedirectUri: postLogoutAddress(origin),
        ...(person.idToken ? { idTokenHint: person.idToken } : {}),
      }),
    )) ?? null;
  if (!meetsRequiredLevel(person)) {
    throw new ApiError(GatewayCode.PROVINCIAL_LEVEL_TOO_LOW, PROVINCIAL_LEVEL_TOO_LOW_MESSAGE, 200, {
      identifyUrl,
      logoutUrl,
    });
  }
  const companies = await linkAndIssueCodes(ctx, person, callback.channelCode);
  return { companies, logoutUrl, identifyUrl };
}

/**
 * The account of the person, in one transaction with its login codes: the account the subject is linked to; at the
 * first login the live account of the provider's verified mobile, or a new account without a password. The link
 * wins over the mobile afterwards (a person who changed mobile at the province keeps their account). An account
 * already linked to another subject is never taken over: that login is refused.
 */
async function linkAndIssueCodes(
  ctx: AccountContext,
  person: ProvincialPerson,
  channelCode: string | undefined,
): Promise<LoginEntry[]> {
  const now = ctx.clock.now();
  const disabled = () => new ApiError(GatewayCode.ACCOUNT_DISABLED, ACCOUNT_MESSAGES.disabled);
  return ctx.db
    .transaction()
    .execute(async (trx) => {
      const linked = await findLinkedUser(trx, person.subject);
      if (linked && !linked.deleted_at) {
        if (linked.disabled) throw disabled();
        await touchLink(trx, person.subject, person.level, now);
        return issueLoginCodes(trx, linked.id, now);
      }
      if (linked) await deleteLink(trx, person.subject);
      const mobile = person.claims.phone_number_verified === false ? null : mobileFromClaim(person.mobile);
      if (!mobile) throw new ApiError(GatewayCode.PROVINCIAL_LOGIN_FAILED, M.provincialNoMobile);
      const existing = await findUserByMobile(trx, mobile);
      if (existing?.disabled) throw disabled();
      if (existing && (await findSubjectOfUser(trx, existing.id)) !== undefined) {
        throw new ApiError(GatewayCode.PROVINCIAL_LOGIN_FAILED, M.provincialMobileLinkedElsewhere);
      }
      const userId =
        existing?.id ??
        (await insertUser(trx, { mobile, passwordHash: null, ...(channelCode ? { channelCode } : {}) }, now));
      const name = displayNameFromClaim(person.name);
      if (!existing && name) await setUserName(trx, userId, name);
      await insertLink(trx, { subject: person.subject, userId, level: person.level }, now);
      return issueLoginCodes(trx, userId, now);
    })
    .catch((error: unknown) => {
      // Two first logins of one person (or of one mobile) at once: one links, the other is asked to log in again.
      if (isUniqueViolation(error)) throw new ApiError(GatewayCode.PROVINCIAL_LOGIN_FAILED, M.provincialRace);
      throw error;
    });
}

/** The portal origin of a callback address that was checked on the way in (params) or stored after that check. */
function portalOriginOf(redirectUrl: string): string {
  const origin = parsePlatformCallback(redirectUrl, PROVINCIAL_CALLBACK_PATH);
  if (!origin) throw ApiError.badParams(M.callbackInvalid);
  return origin;
}
