/** Per-operation options of the request layer, set with `context: { … }` on a query or mutation. */
declare module '@apollo/client' {
  interface DefaultContext {
    /** Skip the full-screen loading indicator for this operation (spec §9, calls flagged no-loading). */
    noLoading?: boolean;
  }
}

/** Context for background operations that must not cover the page with the loading indicator. */
export const NO_LOADING = { noLoading: true } as const;
