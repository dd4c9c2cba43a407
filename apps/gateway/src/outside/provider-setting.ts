/**
 * The outside service's provider a setting names (FACE_PROVIDER, SMS_PROVIDER): unset, 'none' in production and the
 * development stand-in elsewhere. An unknown name, or the stand-in in production (`standInRisk` says why not), stops
 * the start.
 */
export function readProvider<Provider extends string>(
  env: NodeJS.ProcessEnv,
  production: boolean,
  setting: { name: string; providers: readonly Provider[]; standIn: Provider; standInRisk: string },
): Provider {
  const { name, providers, standIn } = setting;
  const provider = env[name] || (production ? 'none' : standIn);
  if (!providers.includes(provider as Provider)) {
    throw new Error(`Unknown ${name} "${provider}" (known: ${providers.join(', ')})`);
  }
  if (provider === standIn && production) {
    throw new Error(`${name}=${standIn} ${setting.standInRisk}; it is not allowed in production`);
  }
  return provider as Provider;
}
