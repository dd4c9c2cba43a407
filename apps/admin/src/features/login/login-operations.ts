import { graphql } from '#gql';

export const AdminCaptchaQuery = graphql(`
  query AdminCaptcha {
    captcha {
      key
      shadeImage
      cutoutImage
      y
    }
  }
`);

export const AdminCheckCaptchaMutation = graphql(`
  mutation AdminCheckCaptcha($key: String!, $x: Float!, $y: Int!) {
    checkCaptcha(key: $key, x: $x, y: $y)
  }
`);

export const StaffLoginMutation = graphql(`
  mutation StaffLogin($input: StaffLoginInput!) {
    staffLogin(input: $input) {
      next
      ticket
      secret
      otpauthUri
    }
  }
`);

export const StaffConfirmCodeMutation = graphql(`
  mutation StaffConfirmCode($ticket: String!, $code: String!) {
    staffConfirmCode(ticket: $ticket, code: $code) {
      ...StaffFields
    }
  }
`);
