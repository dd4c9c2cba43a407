import { graphql } from '#gql';

/** Finishes a provincial login: the companies (codes in the HttpOnly pending-login cookie) and the provider's addresses. */
export const ProvincialLoginMutation = graphql(`
  mutation ProvincialLogin($code: String!, $state: String!, $channelCode: String) {
    provincialLogin(code: $code, state: $state, channelCode: $channelCode) {
      companies {
        id
        companyName
        uniformCode
      }
      logoutUrl
      identifyUrl
    }
  }
`);

export const WeChatLoginMutation = graphql(`
  mutation WeChatLogin($appId: String!, $code: String!, $state: String!) {
    weChatLogin(appId: $appId, code: $code, state: $state) {
      bound
      nickname
      companies {
        id
        companyName
        uniformCode
      }
    }
  }
`);

export const CancelWeChatBindingMutation = graphql(`
  mutation CancelWeChatBinding {
    cancelWeChatBinding
  }
`);
