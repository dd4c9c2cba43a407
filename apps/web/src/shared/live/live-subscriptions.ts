// Issue 22 §1, slice live-pages: what the portal's open pages listen to (schema/live.graphql), as text for
// useLiveRefetch (@sme/ui/live); codegen still checks them against the schema (the GraphQL comment). Each event only
// says that something happened, and the page reads its queries again.

/** The progress view: the application's status, timeline, 补件 or thread moved. */
export const LIVE_APPLICATION = /* GraphQL */ `
  subscription LiveApplication($id: ID!) {
    applicationChanged(id: $id) {
      id
    }
  }
`;

/** The header's 消息 badge and 消息中心: a new message or thread message for the company. */
export const LIVE_MESSAGES = /* GraphQL */ `
  subscription LiveMessages {
    myMessagesChanged {
      id
    }
  }
`;
