import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { graphqlDocumentsPlugin } from '../../scripts/web-build/graphql-documents-plugin.ts';

const generatedDir = fileURLToPath(new URL('./src/gql', import.meta.url));

// The staff workbench, served by the graph at /admin/ (hash routing); in development the graph answers /graphql.
export default defineConfig({
  base: '/admin/',
  plugins: [graphqlDocumentsPlugin({ generatedDir }), react()],
  server: {
    port: 5174,
    proxy: { '/graphql': { target: 'http://localhost:8080', ws: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
  },
});
