import { graphql } from '#gql';

export const VerificationQuery = graphql(`
  query Verification {
    verification {
      hasCompany
      companyId
      companyName
      uniformCode
      legalPersonMasked
      ifCertification
      hasCheckedFace
      certifiedAt
      faceServiceConfigured
      faceSimulated
    }
  }
`);

export const ConfirmLegalPersonMutation = graphql(`
  mutation ConfirmLegalPerson($input: ConfirmLegalPersonInput!) {
    confirmLegalPerson(input: $input) {
      userCode
    }
  }
`);

export const StartFaceCheckMutation = graphql(`
  mutation StartFaceCheck($userCode: String!, $returnPath: String) {
    startFaceCheck(userCode: $userCode, returnPath: $returnPath) {
      certToken
      url
    }
  }
`);

export const FaceResultQuery = graphql(`
  query FaceResult($certToken: String!) {
    faceResult(certToken: $certToken) {
      status
      companyName
      legalPersonMasked
      failReason
      ifCertification
      hasCheckedFace
    }
  }
`);
