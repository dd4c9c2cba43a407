/** Per-operation options of the request layer, set with `context: { … }` on a query or mutation. */
declare module '@apollo/client' {
  interface DefaultContext {
    /** Skip the full-screen loading indicator for this operation (spec §9, calls flagged no-loading). */
    noLoading?: boolean;
    /**
     * The caller shows this operation's failures itself (an alert titled 提示, a field message…), so the request
     * layer shows no message of its own. A session that ended still forces the logout.
     */
    quietErrors?: boolean;
  }
}

/** Context for background operations that must not cover the page with the loading indicator. */
export const NO_LOADING = { noLoading: true } as const;

/** Context for operations whose caller shows the failure message. */
export const QUIET_ERRORS = { quietErrors: true } as const;
