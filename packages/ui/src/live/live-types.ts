import type { DocumentNode } from '@apollo/client';

/** What a page listens to, and what it reads again when it hears something. */
export interface LiveRefetch {
  /**
   * A subscription of schema/live.graphql, as text (sent as it is: no GraphQL printer joins the page's chunks); its
   * events only say that something happened.
   */
  subscription: string;
  variables?: Record<string, unknown> | undefined;
  /** The page's queries to read again while they are open. */
  refetch: DocumentNode[];
}

/** The same, with the queries by operation name: what the lazily loaded connection receives. */
export type LiveListen = Omit<LiveRefetch, 'refetch'> & { refetch: string[] };
