import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { graphqlDocumentsPlugin } from '../../scripts/web-build/graphql-documents-plugin.ts';
import { preloadLists } from '../../scripts/web-build/preload-lists.ts';

const generatedDir = fileURLToPath(new URL('./src/gql', import.meta.url));
const lists = preloadLists();

// The staff workbench, served by the graph at /admin/ (hash routing); in development the graph answers /graphql.
export default defineConfig({
  base: '/admin/',
  plugins: [graphqlDocumentsPlugin({ generatedDir }), react(), lists.plugin],
  server: {
    port: 5174,
    proxy: { '/graphql': { target: 'http://localhost:8080', ws: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
    // A lazy page's preload list leaves out the chunks its host has loaded already (scripts/web-build/preload-lists.ts).
    modulePreload: { resolveDependencies: lists.resolveDependencies },
  },
});
