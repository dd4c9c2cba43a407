import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the GraphQL service (apps/graph, port 8080) answers /graphql; in production it serves this build.
export default defineConfig({
  plugins: [react()],
  server: {
    // /cbpage: the provincial and WeChat callbacks, which the graph hands over to the hash routes.
    proxy: { '/graphql': 'http://localhost:8080', '/cbpage': 'http://localhost:8080' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Libraries change less often than our pages: their own chunks stay cached across deploys.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
});
