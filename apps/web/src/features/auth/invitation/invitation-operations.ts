import { graphql } from '#gql';

/** Spec §7 third/import/shb: logs in by a one-time invitation token; the login codes stay in an HttpOnly cookie. */
export const LoginByInvitationMutation = graphql(`
  mutation LoginByInvitation($token: String!) {
    loginByInvitation(token: $token) {
      id
      companyName
      uniformCode
    }
  }
`);

/** Spec §3 import detail of the logged-in account (login step 7 and the invitation page). */
export const ImportDetailQuery = graphql(`
  query ImportDetail {
    importDetail {
      ifImport
      ifAlerted
      partnerName
    }
  }
`);

/** Spec alertedImportInfo: the invitation page was shown; later logins go to /verified. */
export const MarkInvitationSeenMutation = graphql(`
  mutation MarkInvitationSeen {
    markInvitationSeen {
      ifImport
      ifAlerted
      partnerName
    }
  }
`);
