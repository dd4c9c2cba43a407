import { graphql } from '#gql';

export const CaptchaQuery = graphql(`
  query Captcha {
    captcha {
      key
      shadeImage
      cutoutImage
      y
    }
  }
`);

export const CheckCaptchaMutation = graphql(`
  mutation CheckCaptcha($key: String!, $x: Float!, $y: Int!) {
    checkCaptcha(key: $key, x: $x, y: $y)
  }
`);
