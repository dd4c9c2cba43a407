import { graphql } from '#gql';

// The documents the shell needs on the first load (starting an outside login, settling a pending WeChat binding);
// the callback pages' documents stay in outside-login-operations.ts, loaded with them.
export const StartProvincialLoginMutation = graphql(`
  mutation StartProvincialLogin {
    startProvincialLogin {
      ssoUrl
    }
  }
`);

export const StartWeChatLoginMutation = graphql(`
  mutation StartWeChatLogin {
    startWeChatLogin {
      appId
      authorizeUrl
    }
  }
`);

export const WeChatBindingQuery = graphql(`
  query WeChatBinding {
    weChatBinding {
      nickname
      boundAt
    }
  }
`);
