import { mix32 } from './prng.ts';

/**
 * A keyed bijection of [0, size): distinct inputs give distinct outputs, which look shuffled. Generated companies
 * take their 字号, trade and codes from it, so they are unique by construction, with no set of used values to keep
 * and no need to generate the companies before the first one asked for. A balanced Feistel network over the
 * smallest even power of two that holds `size`, walking the cycle until the value falls inside (on average fewer
 * than four rounds of the network).
 */
export function createPermutation(size: number, key: number): (value: number) => number {
  if (!Number.isInteger(size) || size < 2 || size > 2 ** 40) throw new Error(`permutation size out of range: ${size}`);
  let halfBits = 1;
  while (2 ** (2 * halfBits) < size) halfBits += 1;
  const half = 2 ** halfBits;
  const keys = [0, 1, 2, 3].map((round) => mix32(key * 4 + round + 1));
  const network = (value: number) => {
    let left = Math.floor(value / half);
    let right = value % half;
    for (const roundKey of keys) {
      const next = (left ^ (mix32(right ^ roundKey) % half)) % half;
      left = right;
      right = next;
    }
    return left * half + right;
  };
  return (value) => {
    if (!Number.isInteger(value) || value < 0 || value >= size) throw new Error(`outside the permutation: ${value}`);
    let result = network(value);
    while (result >= size) result = network(result);
    return result;
  };
}
