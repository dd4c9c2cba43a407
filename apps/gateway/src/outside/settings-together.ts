/**
 * The settings an outside service needs together, the first one switching it on: unset → the service is not
 * configured (null), and any other of them set alone stops the start; set → every other is required too.
 */
export function settingsTogether<Name extends string>(
  env: NodeJS.ProcessEnv,
  names: readonly [Name, ...Name[]],
): Record<Name, string> | null {
  const [key, ...others] = names;
  if (!env[key]) {
    const stray = others.find((name) => env[name]);
    if (stray) throw new Error(`${stray} is set but ${key} is not`);
    return null;
  }
  for (const name of others) {
    if (!env[name]) throw new Error(`${key} is set: ${name} is required too`);
  }
  return Object.fromEntries(names.map((name) => [name, env[name]])) as Record<Name, string>;
}
