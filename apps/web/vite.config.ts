import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  // The workspace packages are TypeScript sources: bundle them into the server build too.
  ssr: { noExternal: [/^@cupido\//] },
  build: { sourcemap: false },
});
