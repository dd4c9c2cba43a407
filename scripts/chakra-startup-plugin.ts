/**
 * Build-time edits of four Chakra UI modules that cost the portal's first load most of its start-up (issue 10,
 * Lighthouse total blocking time; docs/decisions/0055-chakras-start-up-and-the-first-screens-styles.md, measured in bench/PERFORMANCE.md):
 * - `createSystem` computes the whole global style sheet (reset, global CSS and ~600 token variables, ~50 KB) while
 *   the entry module is evaluated, in one task, although the prerendered index.html already carries that sheet.
 *   Edited, `system._global` is computed when first read, so the app can hand Chakra the prerendered sheet instead
 *   (apps/web/src/app/prerendered-global.ts) and nothing changes where there is none (tests, development, admin).
 * - `conditions.has` lists every condition's name for each lookup (`Object.keys(…).includes`), thousands of times
 *   while the token sheet is built and again for every styled element; edited, it asks a Set made once.
 * - `createSystem`, `mergeConfigs` and `createTokenDictionary` run in one go (~50 ms on a laptop, the boot's longest
 *   task). Edited, each is a generator that yields between its parts (cloning the configs key by key, merging them,
 *   walking the tokens group by group, each dictionary pass, the conditions, the utility); `createSystem.inSteps`
 *   hands the generator to the app's boot (apps/web/src/app/system-in-steps.ts), which runs the parts in short slices,
 *   one per task. `createSystem` itself runs all the parts at once and answers as before.
 * Each edit must find its exact text: a Chakra upgrade that changes it fails the build here, not silently.
 */
import type { Plugin } from 'vite';

interface ModuleEdit {
  /** The end of the module's path inside @chakra-ui/react's ESM build. */
  module: string;
  find: string;
  replace: string;
}

/** Runs a build-in-steps generator to its end at once: the synchronous functions Chakra exports stay as they were. */
const RUN_STEPS = `function runSteps(steps) {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}`;

/** Chakra's `clone` with a step after each key down to `depth` levels (the theme config is most of the work). */
const CLONE_IN_STEPS = `function* cloneInSteps(obj, depth) {
  if (depth === 0 || obj === null || typeof obj !== "object" || Array.isArray(obj)) return clone(obj);
  const _clone = Object.create(Object.getPrototypeOf(obj));
  for (const key of Object.keys(obj)) {
    _clone[key] = yield* cloneInSteps(obj[key], depth - 1);
    yield;
  }
  return _clone;
}`;

/**
 * Chakra's `walkObject` over a token tree, one step per group of the second level (a palette, a size scale): the
 * same callbacks, paths and order, as each group is walked from a tree holding only it.
 */
const WALK_IN_STEPS = `function* walkInSteps(tree, callback, options) {
  for (const [category, groups] of Object.entries(tree)) {
    if (groups === null || typeof groups !== "object" || Array.isArray(groups) || options.stop?.(groups, [category])) {
      walkObject({ [category]: groups }, callback, options);
      yield;
      continue;
    }
    for (const [key, group] of Object.entries(groups)) {
      walkObject({ [category]: { [key]: group } }, callback, options);
      yield;
    }
  }
}`;

export const CHAKRA_EDITS: ModuleEdit[] = [
  {
    module: 'styled-system/system.js',
    find: 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];',
    replace: 'let _global;',
  },
  {
    module: 'styled-system/system.js',
    find: '    _config: config,\n    _global,\n',
    replace:
      '    _config: config,\n    get _global() {\n      return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];\n    },\n',
  },
  {
    module: 'styled-system/system.js',
    find: "import { createTokenDictionary } from './token-dictionary.js';",
    replace: "import { createTokenDictionaryInSteps } from './token-dictionary.js';",
  },
  {
    module: 'styled-system/system.js',
    find: "import { mergeConfigs } from './merge-config.js';",
    replace: "import { mergeConfigsInSteps } from './merge-config.js';",
  },
  {
    module: 'styled-system/system.js',
    find: 'function createSystem(...configs) {\n  const config = mergeConfigs(...configs);\n',
    replace:
      'function* createSystemInSteps(...configs) {\n  const config = yield* mergeConfigsInSteps(...configs);\n  yield;\n',
  },
  {
    module: 'styled-system/system.js',
    find: '  const tokens = createTokenDictionary({',
    replace: '  const tokens = yield* createTokenDictionaryInSteps({',
  },
  {
    module: 'styled-system/system.js',
    find: '  const utility = createUtility({\n    config: utilities,\n    tokens\n  });\n',
    replace: '  yield;\n  const utility = createUtility({\n    config: utilities,\n    tokens\n  });\n  yield;\n',
  },
  {
    module: 'styled-system/system.js',
    find: 'export { createSystem,',
    replace: `${RUN_STEPS}
function createSystem(...configs) {
  return runSteps(createSystemInSteps(...configs));
}
createSystem.inSteps = createSystemInSteps;
export { createSystem,`,
  },
  {
    module: 'styled-system/system.js',
    find: '  const breakpoints = createBreakpoints(theme.breakpoints ?? EMPTY_OBJECT);',
    replace: '  yield;\n  const breakpoints = createBreakpoints(theme.breakpoints ?? EMPTY_OBJECT);',
  },
  {
    module: 'styled-system/merge-config.js',
    find: 'const mergeConfigs = (...configs) => {\n  const merged = mergeWith({}, ...configs.map(clone));\n',
    replace: `${CLONE_IN_STEPS}
${RUN_STEPS}
const mergeConfigs = (...configs) => runSteps(mergeConfigsInSteps(...configs));
function* mergeConfigsInSteps(...configs) {
  const clones = [];
  for (const config of configs) clones.push(yield* cloneInSteps(config, 3));
  const merged = mergeWith({}, ...clones);
  yield;
`,
  },
  {
    module: 'styled-system/merge-config.js',
    find: '  return merged;\n};\n\nexport { mergeConfigs };',
    replace: '  return merged;\n}\n\nexport { mergeConfigs, mergeConfigsInSteps };',
  },
  {
    module: 'styled-system/token-dictionary.js',
    find: 'function createTokenDictionary(options) {',
    replace: `${WALK_IN_STEPS}
function* createTokenDictionaryInSteps(options) {`,
  },
  {
    module: 'styled-system/token-dictionary.js',
    find: `  function build() {
    applyMiddlewares("pre");
    applyTransforms("pre");
    addConditionalTokens();
    addReferences();
    expandTokenReferences$1();
    applyMiddlewares("post");
    applyTransforms("post");
    setupViews();
  }
  registerTokens();
  registerTransform(...tokenTransforms);
  registerMiddleware(...tokenMiddlewares);
  build();
  return dictionary;
}
`,
    replace: `  yield* registerTokens();
  registerTransform(...tokenTransforms);
  registerMiddleware(...tokenMiddlewares);
  yield;
  applyMiddlewares("pre");
  yield;
  applyTransforms("pre");
  addConditionalTokens();
  yield;
  addReferences();
  expandTokenReferences$1();
  yield;
  applyMiddlewares("post");
  applyTransforms("post");
  yield;
  setupViews();
  return dictionary;
}
${RUN_STEPS}
function createTokenDictionary(options) {
  return runSteps(createTokenDictionaryInSteps(options));
}
`,
  },
  {
    module: 'styled-system/token-dictionary.js',
    find: '  function registerTokens() {\n    walkObject(\n      computedTokens,',
    replace: '  function* registerTokens() {\n    yield* walkInSteps(\n      computedTokens,',
  },
  {
    module: 'styled-system/token-dictionary.js',
    find: '      { stop: isToken }\n    );\n    walkObject(\n      semanticTokens,',
    replace: '      { stop: isToken }\n    );\n    yield;\n    yield* walkInSteps(\n      semanticTokens,',
  },
  {
    module: 'styled-system/token-dictionary.js',
    find: 'export { createTokenDictionary,',
    replace: 'export { createTokenDictionaryInSteps, createTokenDictionary,',
  },
  {
    module: 'styled-system/conditions.js',
    find: '  function has(key) {\n    return keys().includes(key) ||',
    replace: '  const keySet = new Set(Object.keys(values));\n  function has(key) {\n    return keySet.has(key) ||',
  },
];

const CHAKRA_ESM = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](.+)$/;

/** The module's source with its edits applied; null for a module without edits. Throws when an edit's text is missing. */
export function editChakraModule(id: string, source: string): string | null {
  const path = CHAKRA_ESM.exec(id.split('?')[0] ?? '')?.[1]?.replaceAll('\\', '/');
  if (!path) return null;
  const edits = CHAKRA_EDITS.filter((edit) => edit.module === path);
  if (edits.length === 0) return null;
  return edits.reduce((code, edit) => {
    if (!code.includes(edit.find)) {
      throw new Error(
        `chakra-startup-plugin: @chakra-ui/react/dist/esm/${path} no longer contains the text it edits (${JSON.stringify(edit.find.slice(0, 60))}); check the edit against the new Chakra version`,
      );
    }
    return code.replace(edit.find, edit.replace);
  }, source);
}

export function chakraStartupPlugin(): Plugin {
  return {
    name: 'chakra-startup',
    enforce: 'pre',
    transform(source, id) {
      const code = editChakraModule(id, source);
      return code === null ? null : { code, map: null };
    },
  };
}
