import { fileURLToPath } from 'node:url';
import purgeCss from '@fullhuman/postcss-purgecss';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

const app = fileURLToPath(new URL('./app', import.meta.url));

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [reactRouter()],
  // The workspace packages are TypeScript sources: bundle them into the server build too, with
  // the message formatter they depend on. npm installs that under packages/i18n (the root holds
  // an older intl-messageformat of lighthouse's): a bare import left in the build would find it.
  ssr: { noExternal: [/^@cupido\//, 'intl-messageformat', /^@formatjs\//] },
  build: {
    sourcemap: false,
    // Chunks under 4 KB that only define things are merged into one loaded with them: a member's
    // page preloads 22 files instead of 38, and adding each preload cost the main thread (decision
    // 62). Fewer files also compress better: a visitor's /members loads 156 KB instead of 157 KB.
    rollupOptions: {
      output: {
        experimentalMinChunkSize: 4_000,
        // Each language's catalog is a chunk of its own, loaded before hydration for the page's
        // language only (decision 32). Left to the merging above, the English catalog took in
        // the small chunk of number and date formatters every page imports, so every visitor
        // loaded it (16 KB gzip, in every language): a visitor's /members at their first sign
        // of presence went from 159 to 175 KB.
        manualChunks: isSsrBuild
          ? undefined
          : (id) => {
              const locale = /\/i18n\/src\/catalogs\/(?:[a-z-]+\/)?([a-z]{2})\.ts$/.exec(id)?.[1];
              return locale ? `catalog-${locale}` : undefined;
            },
      },
      // The server build holds everything the browser loads on demand (the seven catalogs, the
      // signup flow) in its own bundle too; Vite warned of each on every build. Nothing is
      // downloaded from the server's bundle, so its chunks do not matter.
      onwarn(warning, warn) {
        if (isSsrBuild && warning.message.includes('dynamic import will not move module')) return;
        warn(warning);
      },
    },
  },
  css: {
    postcss: {
      // The build ships only the CSS the app's sources name (Bootstrap is ~230 KB of rules, the
      // app uses a small part): every class word in app/** is kept, whatever builds it.
      plugins:
        command === 'build'
          ? [
              purgeCss({
                content: [`${app}/**/*.{ts,tsx}`],
                // Classes Bootstrap's rules pair with state set at run time.
                safelist: { standard: ['show', 'fade', 'collapsing', 'active', 'disabled'] },
              }),
            ]
          : [],
    },
  },
}));
