/**
 * After `vite build` (apps/web's build script): renders the portal's first screen (apps/web/src/app/prerender) with
 * Vite's SSR module loader and writes it into apps/web/dist/index.html's #root, with the boot script that shows only
 * the content of the address's route. See docs/decisions/0046-prerendered-first-screen.md, "Prerendered first screen".
 */
import fs from 'node:fs';
import path from 'node:path';
import { createServer } from 'vite';
import { FIRST_SCREEN_BOOT_SCRIPT, FIRST_SCREEN_STYLE } from '../../apps/graph/src/http/first-screen-boot.ts';
import { repoRoot } from '../processes.ts';
import { gatherEmotionStyles } from './emotion-styles.ts';

const webRoot = path.join(repoRoot, 'apps/web');
const indexPath = path.join(webRoot, 'dist/index.html');
const ROOT = '<div id="root"></div>';

const vite = await createServer({
  root: webRoot,
  configFile: path.join(webRoot, 'vite.config.ts'),
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
  logLevel: 'error',
});
try {
  const entry = (await vite.ssrLoadModule('/src/app/prerender/first-screen.tsx')) as {
    renderFirstScreen: () => string;
    globalStylesName: () => string;
    renderFirstScreenStyleSources: () => string[];
  };
  const html = fs.readFileSync(indexPath, 'utf8');
  if (!html.includes(ROOT)) throw new Error(`${indexPath} has no empty ${ROOT} (built twice?)`);
  const { html: screen, head: styles } = gatherEmotionStyles(
    [entry.renderFirstScreen(), ...entry.renderFirstScreenStyleSources()],
    entry.globalStylesName(),
  );
  const withScreen = html
    // inert + aria-hidden: a picture of the page until the app replaces it — taps and assistive technology wait for
    // the app rather than meeting buttons that do nothing yet.
    .replace(ROOT, `<div id="root"><div inert aria-hidden="true" data-first-screen="">${screen}</div></div>`)
    .replace(
      '</head>',
      `<style>${FIRST_SCREEN_STYLE}</style><script>${FIRST_SCREEN_BOOT_SCRIPT}</script>${styles}\n  </head>`,
    );
  fs.writeFileSync(indexPath, withScreen);
  console.log(
    `prerendered first screen: ${(screen.length / 1024).toFixed(1)} KB of HTML into ${path.relative(repoRoot, indexPath)}`,
  );
} finally {
  await vite.close();
}
