import { fileURLToPath } from 'node:url';

/** The repository root (apps/graph/src/ is three levels down), for finding schema/ and the built web app. */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
