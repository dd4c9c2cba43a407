import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the GraphQL service (apps/graph, port 8080) answers /graphql; in production it serves this build.
export default defineConfig({
  plugins: [react()],
  server: {
    // /cbpage: the provincial and WeChat callbacks, which the graph hands over to the hash routes.
    // /files: uploads and reads of uploaded files (the graph's HTTP routes).
    proxy: {
      '/graphql': 'http://localhost:8080',
      '/cbpage': 'http://localhost:8080',
      '/files': 'http://localhost:8080',
      '/track': 'http://localhost:8080',
    },
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
            // pdf.js only for the PDF viewer, a lazy route: it must never join the vendor chunk of the first load.
            { name: 'pdfjs', test: /node_modules[\\/]pdfjs-dist[\\/]/, priority: 2 },
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
});
