/** An argument the graph refuses before calling the gateway; `message` is the Chinese text shown to users. */
export class InvalidArgumentError extends Error {
  override readonly name = 'InvalidArgumentError';
  constructor(
    message: string,
    /** Where the bad value sits, e.g. "filter.keyword". */
    readonly argument: string,
  ) {
    super(message);
  }
}
