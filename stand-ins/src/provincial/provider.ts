import { generateKeyPairSync, randomBytes } from 'node:crypto';
import Provider, { type Configuration, type JWK } from 'oidc-provider';
import { escapeHtml, renderPage } from '#html.ts';
import type { StandInSettings } from '#settings.ts';
import type { MemoryStore } from './memory-adapter.ts';
import type { ProvincialUserStore } from './test-users.ts';

/**
 * The real-name assurance level as the platform reads it: a custom claim (an integer, 1 = L1 …), released with the
 * scope of the same purpose. Not `acr`: acr describes how this one login happened and is negotiated per request,
 * while the level is a property of the person's account that the identify page changes between logins.
 */
export const LEVEL_CLAIM = 'assurance_level';
export const LEVEL_SCOPE = 'assurance';

export const PRODUCT = '广东省统一身份认证平台';
export const CLIENT_NAME = '区域中小企业融资服务平台';

export interface ProvincialProviderOptions {
  issuer: string;
  settings: StandInSettings['provincial'];
  users: ProvincialUserStore;
  store: MemoryStore;
}

/**
 * A real OpenID Connect provider (oidc-provider) configured as the province would be for the platform: one
 * confidential client (client_secret_basic) with PKCE required, authorization code only, our own interaction pages
 * (no devInteractions), RP-initiated logout, signing keys and cookie keys made fresh at every start.
 */
export function createProvincialProvider({ issuer, settings, users, store }: ProvincialProviderOptions): Provider {
  const configuration: Configuration = {
    adapter: store.adapterFor,
    clients: [
      {
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        client_name: CLIENT_NAME,
        redirect_uris: settings.redirectUris,
        post_logout_redirect_uris: settings.postLogoutRedirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: {
      openid: ['sub'],
      profile: ['name'],
      phone: ['phone_number', 'phone_number_verified'],
      [LEVEL_SCOPE]: [LEVEL_CLAIM],
    },
    scopes: ['openid', 'profile', 'phone', LEVEL_SCOPE],
    responseTypes: ['code'],
    clientAuthMethods: ['client_secret_basic', 'client_secret_post'],
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    jwks: { keys: [freshSigningKey()] },
    pkce: { required: () => true },
    clientBasedCORS: () => false,
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.type = 'html';
          ctx.body = renderPage({
            product: PRODUCT,
            title: '退出登录',
            body: `${form}<p>是否退出广东省统一身份认证平台？</p>
<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>退出</button>
<button type="submit" form="op.logoutForm" class="secondary">不退出</button>`,
          });
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.type = 'html';
          ctx.body = renderPage({ product: PRODUCT, title: '已退出', body: '<p>您已退出广东省统一身份认证平台。</p>' });
        },
      },
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: async (_ctx, sub) => {
      const user = users.find(sub);
      if (!user) return undefined;
      return {
        accountId: user.sub,
        // Read at the time of each token: a level raised on the identify page shows at the next login.
        claims: async () => {
          const current = users.find(sub) ?? user;
          return {
            sub: current.sub,
            name: current.name,
            phone_number: current.mobile,
            phone_number_verified: true,
            [LEVEL_CLAIM]: current.level,
          };
        },
      };
    },
    ttl: {
      AuthorizationCode: 60,
      AccessToken: 600,
      IdToken: 600,
      Interaction: 30 * 60,
      Session: 8 * 3600,
      Grant: 8 * 3600,
    },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = renderPage({
        product: PRODUCT,
        title: '请求无法处理',
        body: `<p class="error">${escapeHtml(String(out.error))}</p>
<p>${escapeHtml(String(out.error_description ?? ''))}</p><p class="hint">请回到平台重新发起登录。</p>`,
      });
    },
  };
  return new Provider(issuer, configuration);
}

/** An RS256 signing key made at start: nothing signed by one run verifies against another, or a real provider. */
function freshSigningKey(): JWK {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: randomBytes(8).toString('hex'), use: 'sig', alg: 'RS256' };
}
