/**
 * A whole-number setting from the environment: the fallback when unset, otherwise a whole number from `min` to
 * `max`. A bad value stops the start with one line in Chinese and English naming the variable and the range.
 */
export function wholeNumberSetting(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  range: { min: number; max: number },
): number {
  const value = env[name]?.trim();
  if (!value) return fallback;
  const number = Number(value);
  if (!/^\d+$/.test(value) || number < range.min || number > range.max) {
    throw new Error(
      `${name} 取值无效：“${value}”（应为 ${range.min} 到 ${range.max} 的整数） / Invalid ${name}: "${value}" (a whole number from ${range.min} to ${range.max})`,
    );
  }
  return number;
}
