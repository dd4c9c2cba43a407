/** The most companies the registry can hold: a province's (Guangdong has about eight million enterprises); the generator's 7-digit serials reach this far. */
export const MAX_REGISTRY_COUNT = 10_000_000;

/** Companies the seed loads into an empty registry unless REGISTRY_SEED_COUNT says otherwise. */
export const DEFAULT_REGISTRY_SEED_COUNT = 100_000;
