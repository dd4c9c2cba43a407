/**
 * What this graph instance knows about the catalogue version (docs/decisions/0054-whole-graphql-answers-kept-by-the-graph.md, "Whole GraphQL answers kept by
 * the graph"): the newest version heard from the gateway's feed or seen on a catalogue answer, whether the feed is
 * live, and whether a mutation this instance forwarded has ended without the version being confirmed since. A kept
 * answer may be served only while `servable(itsVersion)`.
 */
export class CatalogueFreshness {
  #version: bigint | null = null;
  #feedVersion: string | null = null;
  #live = false;
  #mutations = 0;
  /** Raised when a mutation ends; a gateway call or feed request remembers the value it started at. */
  #tick = 0;
  /** The tick a confirmation must have started at or after (the last mutation's end). */
  #required = 0;
  #confirmed = 0;

  /** The value to remember when a gateway call or a feed request starts. */
  tick(): number {
    return this.#tick;
  }

  /** The last version the feed answered, to ask it for the next change (`after`). */
  get feedVersion(): string | null {
    return this.#feedVersion;
  }

  get live(): boolean {
    return this.#live;
  }

  get version(): string | null {
    return this.#version === null ? null : String(this.#version);
  }

  /** The feed answered `version`; `live` false means the gateway cannot promise to report the next change. */
  feedAnswered(version: string, live: boolean, startedTick: number): void {
    this.#feedVersion = version;
    this.#live = live;
    this.observed(version, startedTick);
  }

  /** The feed failed or its answer could not be read: nothing is served from kept answers until it is live again. */
  feedLost(): void {
    this.#live = false;
  }

  /** A catalogue version read by the gateway for a request that started at `startedTick`. */
  observed(version: string, startedTick: number): void {
    if (!/^\d{1,19}$/.test(version)) return;
    const value = BigInt(version);
    if (this.#version === null || value > this.#version) this.#version = value;
    if (startedTick >= this.#required && startedTick > this.#confirmed) this.#confirmed = startedTick;
  }

  mutationStarted(): void {
    this.#mutations++;
  }

  /** Until a version read started after this moment arrives, kept answers are not served (read-your-writes). */
  mutationEnded(): void {
    this.#mutations = Math.max(0, this.#mutations - 1);
    this.#tick++;
    this.#required = this.#tick;
  }

  servable(version: string): boolean {
    return (
      this.#live &&
      this.#mutations === 0 &&
      this.#confirmed >= this.#required &&
      this.#version !== null &&
      String(this.#version) === version
    );
  }
}
