// Issue 22 §1, slice live-pages: what the workbench's open pages listen to (schema/live.graphql), as text for
// useLiveRefetch (@sme/ui/live); codegen still checks them against the schema (the GraphQL comment). Each event only
// says that something happened, and the page reads its queries again.

/** 申请队列: a new application or need, a move, a 补件 answer or a thread message. */
export const LIVE_QUEUE = /* GraphQL */ `
  subscription LiveQueue {
    orgQueueChanged {
      id
    }
  }
`;

/** 数据看板: the totals moved. */
export const LIVE_DASHBOARD = /* GraphQL */ `
  subscription LiveDashboard {
    govDashboardChanged {
      id
    }
  }
`;
