/** A positive number setting from the environment: the fallback when unset; anything but a number above 0 stops the start. */
export function positiveSetting(value: string | undefined, fallback: number, name: string): number {
  if (!value) return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) throw new Error(`Invalid ${name}: ${value}`);
  return number;
}
