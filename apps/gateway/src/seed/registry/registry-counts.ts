/** The most companies the registry can hold: the capacity of the generator's 7-digit serials, with room to spare. */
export const MAX_REGISTRY_COUNT = 5_000_000;

/** Companies the seed loads into an empty registry unless REGISTRY_SEED_COUNT says otherwise. */
export const DEFAULT_REGISTRY_SEED_COUNT = 100_000;
