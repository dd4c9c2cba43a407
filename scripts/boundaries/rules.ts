/**
 * The platform's import boundaries, in one table. scripts/boundaries/boundaries.test.ts checks every import of every
 * source file against it (and that every folder of every app is covered by it).
 *
 * Each app is split into zones (paths relative to its root; the first zone that matches a file wins). A zone may
 * import itself and the zones it lists in `mayImport`. A zone with `units` (e.g. 'features/*') is a set of units that
 * never import each other, unless `uses` declares it; in the gateway those declared uses form a DAG, and a feature
 * named in `layered` is split into the layers below.
 */

export interface Zone {
  /** Path patterns under the app's root: `dir/**`, a file name, or `*` within one segment (`*-records.ts`). */
  paths: string[];
  mayImport: string[];
  /** The folder pattern whose every match is a unit of its own (features/*); units are isolated from each other. */
  units?: string;
  /** Which units each unit may import (the gateway's features); a unit not named here may import no other. */
  uses?: Record<string, string[]>;
  /** Units split into LAYERS (every gateway feature: boundaries.test.ts checks it); any other unit is one flat layer. */
  layered?: string[];
  why: string;
}

export interface AppBoundaries {
  /** The folder the zones' paths are relative to. */
  root: string;
  zones: Record<string, Zone>;
  /** Workspace packages (@sme/*) this app may import. */
  packages: string[];
  /** npm packages that only these zones (or layers, `features:domain`) must not import. */
  forbiddenPackages?: Record<string, string[]>;
}

/** Shared code lives in packages/*; apps talk to each other over HTTP, never by import. */
export const ANY_APP_MAY_IMPORT = ['@sme/contract'];

/** The layers web and admin share: the shell over isolated features over shared code, and the generated documents. */
const FRONT_END_LAYERS: Record<string, Zone> = {
  app: { paths: ['app/**'], mayImport: ['features', 'shared', 'gql'], why: 'the shell: routes, layout' },
  features: {
    paths: ['features/*/**'],
    units: 'features/*',
    mayImport: ['shared', 'gql'],
    why: 'features never import each other; what two features share belongs in shared',
  },
  shared: { paths: ['shared/**'], mayImport: ['gql'], why: 'shared knows no feature and no app shell' },
  gql: { paths: ['gql/**'], mayImport: [], why: 'generated GraphQL documents' },
};

export const BOUNDARIES: Record<string, AppBoundaries> = {
  web: {
    root: 'apps/web/src',
    packages: [...ANY_APP_MAY_IMPORT, '@sme/ui'],
    zones: {
      entry: { paths: ['main.tsx'], mayImport: ['boot'], why: 'the bundle entry runs the boot’s stages in order' },
      boot: {
        paths: ['boot/**'],
        mayImport: ['app', 'shared'],
        why: 'the boot pipeline (docs/boot-pipeline.md): stages, the stepped system, the app’s start',
      },
      ...FRONT_END_LAYERS,
    },
  },
  admin: {
    root: 'apps/admin/src',
    packages: [...ANY_APP_MAY_IMPORT, '@sme/ui'],
    zones: {
      entry: { paths: ['main.tsx'], mayImport: ['app', 'shared'], why: 'the bundle entry boots the app shell' },
      ...FRONT_END_LAYERS,
    },
  },
  graph: {
    root: 'apps/graph/src',
    packages: ANY_APP_MAY_IMPORT,
    zones: {
      entry: {
        paths: ['main.ts', 'serve.ts', 'app.ts', 'config.ts', 'config.test.ts'],
        mayImport: ['*'],
        why: 'wires it all',
      },
      support: { paths: ['logger.ts', 'paths.ts'], mayImport: [], why: 'leaf helpers' },
      http: {
        paths: ['http/**'],
        mayImport: ['context', 'errors', 'generated', 'support', 'upstream', 'validation'],
        why: 'the Express side of the server',
      },
      context: { paths: ['context.ts', 'loaders.ts'], mayImport: ['http', 'upstream'], why: 'one request’s context' },
      schema: { paths: ['schema/**'], mayImport: ['support'], why: 'loads schema/*.graphql' },
      resolvers: {
        paths: ['resolvers/**'],
        mayImport: ['context', 'errors', 'format', 'generated', 'lookups', 'upstream', 'validation'],
        why: 'resolvers stay thin: validate, call the gateway, shape the answer',
      },
      validation: {
        paths: ['validation/**'],
        mayImport: ['errors', 'generated', 'lookups', 'security', 'upstream'],
        why: 'input rules, before the gateway is called',
      },
      generated: { paths: ['generated/**'], mayImport: ['context', 'lookups', 'upstream'], why: 'codegen types' },
      format: { paths: ['format/**'], mayImport: ['upstream'], why: 'presentation of gateway values' },
      lookups: { paths: ['lookups/**'], mayImport: [], why: 'code → label tables' },
      errors: { paths: ['errors/**'], mayImport: ['security', 'support', 'upstream'], why: 'the one error table' },
      security: { paths: ['security/**'], mayImport: ['context', 'errors'], why: 'query limits, armour' },
      upstream: { paths: ['upstream/**'], mayImport: ['answer-cache', 'support'], why: 'the gateway client (got)' },
      'answer-cache': { paths: ['answer-cache/**'], mayImport: ['http', 'support'], why: 'cached gateway answers' },
      // Issue 22, slice live.
      live: {
        paths: ['live/**'],
        mayImport: [
          'context',
          'errors',
          'generated',
          'http',
          'resolvers',
          'schema',
          'security',
          'support',
          'upstream',
          'validation',
        ],
        why: 'GraphQL subscriptions over WebSocket: the schema with its Subscription resolvers, the gateway long polls',
      },
    },
  },
  gateway: {
    root: 'apps/gateway/src',
    packages: ANY_APP_MAY_IMPORT,
    forbiddenPackages: { 'features:domain': ['express', 'kysely'] },
    zones: {
      entry: {
        paths: ['main.ts', 'serve.ts', 'app.ts', 'cli/**'],
        mayImport: ['*'],
        why: 'entry points wire everything',
      },
      deps: {
        paths: ['deps.ts'],
        mayImport: ['config', 'db', 'outside', 'shared'],
        why: 'what features are built from',
      },
      config: {
        paths: ['config.ts', 'config.test.ts'],
        mayImport: ['db', 'features', 'outside', 'seed', 'shared'],
        why: 'reads the environment, with each feature’s settings reader',
      },
      seed: {
        paths: ['seed/**'],
        mayImport: ['config', 'contract', 'db', 'features', 'http', 'shared'],
        why: 'demo data goes through the features’ own services',
      },
      db: {
        paths: ['db/**'],
        mayImport: ['config', 'contract', 'http', 'shared'],
        why: 'connection, schema, migrations',
      },
      features: {
        paths: ['features/*/**'],
        units: 'features/*',
        mayImport: ['contract', 'db', 'deps', 'http', 'outside', 'shared'],
        layered: [
          'accounts',
          'audit',
          'applications',
          'catalog',
          'content',
          'dashboard',
          'desk-supplement',
          'desk-threads',
          'divisions',
          'estimates',
          'files',
          // Issue 22, slice live.
          'live-events',
          'messages',
          'referrals',
          'registry',
          'short-links',
          'statistics',
          'tracking',
          'workbench',
          // Issue 22, slice offers.
          'need-offers',
          // Issue 22, slice policies.
          'policy-match',
          // Issue 22, slice subsidy.
          'subsidy-claims',
        ],
        uses: {
          accounts: ['files', 'registry'],
          // Issue 21, the audit log of staff actions.
          audit: ['workbench'],
          applications: ['accounts', 'catalog', 'divisions', 'files', 'messages'],
          catalog: [],
          content: ['catalog'],
          dashboard: ['statistics', 'workbench'],
          // Issue 20, slice supplement.
          'desk-supplement': ['accounts', 'applications', 'files', 'messages', 'workbench'],
          'desk-threads': ['accounts', 'applications', 'dashboard', 'files', 'statistics', 'workbench'],
          divisions: [],
          estimates: ['accounts', 'catalog', 'registry'],
          files: [],
          // Issue 22, slice live.
          'live-events': ['workbench'],
          messages: ['accounts'],
          referrals: ['accounts', 'applications', 'catalog'],
          registry: [],
          'short-links': [],
          statistics: ['catalog'],
          tracking: [],
          workbench: ['accounts', 'applications', 'catalog', 'estimates', 'files'],
          // Issue 22, slice offers.
          'need-offers': ['accounts', 'applications', 'workbench'],
          // Issue 22, slice policies.
          'policy-match': ['accounts', 'divisions', 'estimates'],
          // Issue 22, slice subsidy.
          'subsidy-claims': ['accounts', 'applications', 'files', 'workbench'],
        },
        why: 'features import each other only along the declared DAG',
      },
      http: { paths: ['http/**'], mayImport: ['contract', 'db'], why: 'envelope, errors, validation: no feature' },
      ops: {
        paths: ['ops/**'],
        mayImport: ['config', 'db', 'outside', 'shared'],
        why: 'operator tasks on the whole platform (backups): the database and the file storage, no feature',
      },
      outside: {
        paths: ['outside/**'],
        mayImport: ['contract', 'db', 'http', 'shared'],
        why: 'adapters of outside services know no feature',
      },
      shared: { paths: ['shared/**'], mayImport: ['http'], why: 'small helpers know no feature' },
      contract: { paths: ['contract/**'], mayImport: [], why: 'codes and rules shared with clients' },
    },
  },
  'stand-ins': {
    root: 'stand-ins/src',
    packages: ANY_APP_MAY_IMPORT,
    zones: { all: { paths: ['**'], mayImport: [], why: 'local stand-ins of outside services' } },
  },
  contract: {
    root: 'packages/contract',
    packages: [],
    zones: { all: { paths: ['**'], mayImport: [], why: 'shared by every app; imports no app' } },
  },
  ui: {
    root: 'packages/ui',
    packages: ['@sme/contract'],
    zones: { all: { paths: ['**'], mayImport: [], why: 'web and admin’s shared UI; imports no app' } },
  },
};

/**
 * Inside a layered gateway feature: routes → params → services → stores → domain. The first path segment under the
 * feature names the layer; the same directions hold when a feature uses another along the DAG.
 */
export const LAYERS: Record<string, { paths: string[]; mayImport: string[]; mayImportTypes?: string[]; why: string }> =
  {
    routes: {
      paths: ['routes/**', 'routes.ts', 'dev-routes.ts', 'jobs/**'],
      mayImport: ['context', 'params', 'records', 'services', 'stores', 'domain'],
      why: 'routes (and scheduled jobs) parse input and call services',
    },
    context: {
      paths: ['context.ts', 'settings.ts'],
      mayImport: ['services', 'stores', 'domain'],
      why: 'what the feature’s services are built with',
    },
    params: { paths: ['params/**'], mayImport: ['domain'], why: 'params only describe input (zod); they call nothing' },
    services: {
      paths: ['services/**', 'checks/**', 'upload/**'],
      mayImport: ['context', 'records', 'stores', 'domain'],
      mayImportTypes: ['params'],
      why: 'services take typed values (a params type at most), not requests',
    },
    records: { paths: ['*-records.ts'], mayImport: ['stores', 'domain'], why: 'the shapes a feature answers with' },
    stores: {
      paths: ['stores/**'],
      mayImport: ['domain'],
      // A store of a formerly flat feature still answers in its records' shapes (statistics).
      mayImportTypes: ['records'],
      why: 'stores only read and write the database',
    },
    domain: { paths: ['domain/**'], mayImport: [], why: 'pure rules and types: no store, service, route or database' },
  };

/** A flat feature is one layer; a layered feature's layers other than domain may use it. */
export const FLAT_LAYER = 'flat';

/**
 * Where the gateway’s database queries (kysely query builders, sql``) are written: the stores (of features, outside
 * adapters and operator tasks), db/ (migrations) and the seed, which loads its fixed rows in bulk as the migrations do.
 */
export const QUERIES_ONLY_IN = [
  'apps/gateway/src/db/**',
  'apps/gateway/src/seed/**',
  'apps/gateway/src/features/*/stores/**',
  'apps/gateway/src/outside/**/*-store.ts',
  'apps/gateway/src/ops/**/*-store.ts',
];
