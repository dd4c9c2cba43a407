import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '#paths.ts';

/** The SDL of schema/*.graphql (the contract the web's codegen reads too), read once at start. */
export function loadTypeDefs(schemaDir = path.join(repoRoot, 'schema')): string[] {
  return fs
    .readdirSync(schemaDir)
    .filter((name) => name.endsWith('.graphql'))
    .sort()
    .map((name) => fs.readFileSync(path.join(schemaDir, name), 'utf8'));
}
