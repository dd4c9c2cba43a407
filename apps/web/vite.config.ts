import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bootPreloadPlugin, isBootEntry } from '../../scripts/web-build/boot-preload-plugin.ts';
import { graphqlDocumentsPlugin } from '../../scripts/web-build/graphql-documents-plugin.ts';
import { preloadLists } from '../../scripts/web-build/preload-lists.ts';

const generatedDir = fileURLToPath(new URL('./src/gql', import.meta.url));
const lists = preloadLists();

// In development the GraphQL service (apps/graph, port 8080) answers /graphql; in production it serves this build.
export default defineConfig({
  plugins: [graphqlDocumentsPlugin({ generatedDir }), react(), bootPreloadPlugin(), lists.plugin],
  server: {
    // /cbpage: the provincial and WeChat callbacks, which the graph hands over to the hash routes.
    // /files: uploads and reads of uploaded files (the graph's HTTP routes).
    proxy: {
      '/graphql': { target: 'http://localhost:8080', ws: true },
      '/cbpage': 'http://localhost:8080',
      '/files': 'http://localhost:8080',
      '/track': 'http://localhost:8080',
      '/zzzttt/logo': 'http://localhost:8080',
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: scripts/web-build/check-bundle-size.ts budgets the home route's first load from it.
    manifest: true,
    // The boot's stages are announced by index.html itself (scripts/web-build/boot-preload-plugin.ts): the entry needs no list
    // of their chunks to preload at run time (~1.5 KB of the first load); lazy pages keep theirs, without the chunks
    // their host has loaded already (scripts/web-build/preload-lists.ts).
    modulePreload: {
      resolveDependencies: (file, deps, context) =>
        isBootEntry(context.hostId, context.hostType) ? [] : lists.resolveDependencies(file, deps, context),
      // Every browser of the last years preloads modules itself; an older one loads the same chunks when imported.
      polyfill: false,
    },
    // Libraries change less often than our pages: their own chunks stay cached across deploys.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      // Chakra's theme module builds its default config (every recipe) in a top-level `defineConfig(…)` call whose
      // result nothing uses here. Rolldown drops it only while it can see that `defineConfig` is pure, which it no
      // longer does once the recipes that lazy chunks import share config.js with the entry (issue 10: with the
      // slot recipes passed as props, all ~80 recipes came back into the first load). Chakra's defineConfig is an
      // identity function.
      treeshake: { manualPureFunctions: ['defineConfig'] },
      output: {
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
          groups: [
            // pdf.js only for the PDF viewer, a lazy route: it must never join the vendor chunk of the first load.
            { name: 'pdfjs', test: /node_modules[\\/]pdfjs-dist[\\/]/, priority: 2 },
          ],
        },
      },
    },
  },
});
