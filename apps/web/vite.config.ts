import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import {
  ESPEAK_VOICE_FILE_PATHS,
  packEspeakVoiceFiles,
  readPackagedFiles,
  type EspeakVoiceBundle,
} from './src/features/read-aloud/fallback/espeak-data-files';

const here = path.dirname(fileURLToPath(import.meta.url));

/** react-router's production build (its package exports only name the development one). */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/**
 * The libraries every screen of the app uses (React's DOM, components, router, data, the contract's zod), as one file
 * loaded with the app's first screen rather than a dozen pieces each screen asks for in turn: each piece is
 * a request (six at a time over HTTP/1.1) and a module-preload link added at run time. Not React itself (the
 * public pages' small script uses it, so it stays where the bundler puts it: their dependencies are not pulled
 * in) nor the form library (only screens with forms load it). Issue 15, decision 031.
 */
const APP_LIBRARIES = {
  name: 'app-libraries',
  includeDependenciesRecursively: false,
  test: /node_modules[\\/](?:react-dom|scheduler|react-aria|react-aria-components|react-stately|@react-aria|@react-stately|@react-types|@internationalized|@swc[\\/]helpers|react-router|@tanstack|zod|use-sync-external-store|clsx|react[\\/](?:jsx-runtime|cjs[\\/]react-jsx-runtime))/u,
};

/**
 * The one file a visitor's page shares with the app (decision 025): React, the session, the read-aloud
 * shortcut and its settings, and the bundler's two helpers. The public pages' script needs them at once, and
 * since the app's entry imports the app in pieces (src/app-entry.ts) the bundler would otherwise cut them
 * into four files. Named so (the browser tests know a visitor's first view by it); `npm run bench:web`
 * prints the number of files of that first view.
 */
const PUBLIC_SHARED = {
  name: 'read-aloud-shortcut',
  includeDependenciesRecursively: false,
  test: /(?:node_modules[\\/]react[\\/](?:index\.js|cjs[\\/]react\.production\.js)|vite[\\/]preload-helper|rolldown[\\/]runtime|src[\\/]features[\\/]read-aloud[\\/]read-aloud-(?:shortcut|settings)\.ts|src[\\/]lib[\\/]session\.ts|contracts[\\/]src[\\/]constants\.ts)/u,
};

const VOICE_DATA_ID = 'virtual:espeak-voice-data';
const RESOLVED_VOICE_DATA_ID = `\0${VOICE_DATA_ID}`;
/** Where `vite dev` serves the voice bundle (a build emits it as a hashed asset instead). */
const DEV_VOICE_DATA_URL = '/@espeak-voice-data/espeak-voices.bin';

let voiceBundle: EspeakVoiceBundle | null = null;

/** The built-in voice's files cut out of the package's 24 MB espeak-ng.data, once per process. */
function readVoiceBundle(): EspeakVoiceBundle {
  if (voiceBundle) return voiceBundle;
  const packageFile = createRequire(import.meta.url).resolve;
  const loaderSource = readFileSync(packageFile('@echogarden/espeak-ng-emscripten/espeak-ng.js'), 'utf8');
  const packageData = readFileSync(packageFile('@echogarden/espeak-ng-emscripten/espeak-ng.data'));
  voiceBundle = packEspeakVoiceFiles(packageData, readPackagedFiles(loaderSource), ESPEAK_VOICE_FILE_PATHS);
  return voiceBundle;
}

/**
 * `virtual:espeak-voice-data`: the built-in voice's 9 files as one asset of their own (870 kB, hashed
 * under /assets and precompressed by scripts/precompress.mjs) and where each file is in it. Only that
 * asset reaches dist, never the package's whole data file, and the browser fetches it with a plain GET.
 */
function espeakVoiceDataPlugin(): Plugin {
  let isBuild = false;
  return {
    name: 'kakayahan:espeak-voice-data',
    configResolved(config) {
      isBuild = config.command === 'build';
    },
    resolveId: (id) => (id === VOICE_DATA_ID ? RESOLVED_VOICE_DATA_ID : undefined),
    load(id) {
      if (id !== RESOLVED_VOICE_DATA_ID) return undefined;
      const { bytes, files } = readVoiceBundle();
      const url = isBuild
        ? `import.meta.ROLLUP_FILE_URL_${this.emitFile({ type: 'asset', name: 'espeak-voices.bin', source: bytes })}`
        : JSON.stringify(DEV_VOICE_DATA_URL);
      return `export const voiceDataUrl = ${url};\nexport const voiceDataFiles = ${JSON.stringify(files)};\n`;
    },
    configureServer(server) {
      server.middlewares.use(DEV_VOICE_DATA_URL, (_request, response) => {
        const { bytes } = readVoiceBundle();
        response.setHeader('content-type', 'application/octet-stream');
        response.setHeader('content-length', bytes.length);
        response.end(bytes);
      });
    },
  };
}

/**
 * index.html's script imports the app in pieces, each evaluated in a task of its own (src/app-entry.ts), but
 * the browser must not wait for a piece to ask for the next one's files: this puts a modulepreload link for
 * every file those imports need, and their stylesheet, into the page, as the bundler does for an entry's
 * static imports. Issue 15, decision 031.
 */
function preloadAppEntryImports(): Plugin {
  return {
    name: 'kakayahan:preload-app-entry-imports',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const { bundle, chunk } = context;
        if (!bundle || !chunk) return [];
        const chunks = new Map<string, typeof chunk>();
        for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output);
        const files = new Set<string>();
        const styles = new Set<string>();
        const visit = (fileName: string) => {
          if (fileName === chunk.fileName || files.has(fileName)) return;
          const found = chunks.get(fileName);
          if (!found) return;
          files.add(fileName);
          for (const css of found.viteMetadata?.importedCss ?? []) styles.add(css);
          for (const imported of found.imports) visit(imported);
        };
        // The entry's static imports (and theirs) the bundler preloads already: marked as seen, so the walk
        // skips them, then left out.
        for (const imported of chunk.imports) files.add(imported);
        for (const dynamic of chunk.dynamicImports) visit(dynamic);
        for (const imported of chunk.imports) files.delete(imported);
        return [
          ...[...files].map((fileName) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
            injectTo: 'head' as const,
          })),
          ...[...styles].map((fileName) => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href: `/${fileName}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}

export default defineConfig(({ command, isSsrBuild = false }) => {
  const isBuild = command === 'build';
  return {
    plugins: [react(), tailwindcss(), espeakVoiceDataPlugin(), preloadAppEntryImports()],
    // The built-in voice's worker imports the voice data too, and workers are bundled with their own plugins.
    worker: { plugins: () => [espeakVoiceDataPlugin()] },
    resolve: {
      alias: [
        { find: '@kakayahan/contracts', replacement: path.resolve(here, '../../packages/contracts/src/index.ts') },
        // react-router's package exports name only its development build (its warnings and checks run in every
        // browser and on every server render); the production build beside it is the same API without them.
        // Vite's dev server keeps the development build (its warnings help there).
        ...(isBuild ? [{ find: /^react-router$/u, replacement: reactRouterProduction }] : []),
      ],
    },
    // Bundled into the server build too, so the pages rendered there use the same production build.
    ssr: { noExternal: isBuild ? ['react-router'] : [] },
    build: {
      outDir: 'dist',
      sourcemap: true,
      // Keep CSS and JS as files: the CSP allows no inline script or style.
      assetsInlineLimit: 0,
      // Two entries (decision 025): the app shell (index.html) and the small script of pages rendered on the
      // server. The manifest tells the server which files the latter is.
      manifest: true,
      rollupOptions: {
        input: { app: path.resolve(here, 'index.html'), public: path.resolve(here, 'src/ssr/public-entry.ts') },
        output: isSsrBuild ? {} : { codeSplitting: { groups: [APP_LIBRARIES, PUBLIC_SHARED] } },
      },
    },
    server: {
      port: 5173,
      proxy: {
        '/api': 'http://localhost:3000',
        '/media': 'http://localhost:3000',
        '/ws': { target: 'ws://localhost:3000', ws: true },
      },
    },
  };
});
