import { graphql } from '#gql';

export const SendSmsCodeMutation = graphql(`
  mutation SendSmsCode($input: SendSmsCodeInput!) {
    sendSmsCode(input: $input)
  }
`);
