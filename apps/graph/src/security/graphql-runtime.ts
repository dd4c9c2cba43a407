import { createRequire } from 'node:module';

/**
 * graphql-js as Apollo Server loads it. graphql ships a CommonJS and an ES module build; Node gives Apollo's
 * `import 'graphql'` the CommonJS one, while a bundler (vitest) may give our modules the other. Code that hands
 * Apollo's schema to graphql functions (validate, argument values, type checks) must use Apollo's copy, or graphql
 * refuses the schema as "from another module or realm" (or, in production, silently reads nothing from it).
 */
export const graphqlRuntime = createRequire(import.meta.url)('graphql') as typeof import('graphql');
