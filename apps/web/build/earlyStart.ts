import type { IndexHtmlTransformContext, Plugin } from 'vite';

type OutputBundle = NonNullable<IndexHtmlTransformContext['bundle']>;
type OutputChunk = Extract<OutputBundle[string], { type: 'chunk' }>;

/** The chunk files a chunk loads with it (its static imports, all the way down). */
function staticClosure(bundle: OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') for (const imported of chunk.imports) staticClosure(bundle, imported, seen);
  return seen;
}

const chunks = (bundle: OutputBundle) => Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');

/**
 * The head script of a signed-in start: when a token is stored and the address is not an /auth
 * page, it asks for the shell's chunks (modulepreload) and the vendor's profile right away, while
 * the entry chunk is still downloading. Without it both waited for the entry to download and run
 * (on the phone profile of issue 10, the profile was asked for at ~2.2 s). It asks for no more than
 * app/preloadRoute.ts then does, which takes the pending answer (api/earlyProfile.ts) and uses it
 * only for the session it was asked with.
 */
function earlyScript({
  tokenKey,
  authPrefix,
  profileUrl,
  files,
}: {
  tokenKey: string;
  authPrefix: string;
  profileUrl: string;
  files: string[];
}) {
  const json = JSON.stringify;
  // The answer's failure is left to whoever takes it (app/preloadRoute.ts); none is reported unread.
  return `(function(){try{var t=localStorage.getItem(${json(tokenKey)}),p=location.pathname;if(!t||p===${json(authPrefix)}||p.indexOf(${json(`${authPrefix}/`)})===0)return;${json(files)}.forEach(function(f){var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=f;document.head.appendChild(l)});var r=fetch(${json(profileUrl)},{headers:{Accept:"application/json",Authorization:"Bearer "+t}});r.catch(function(){});window.__dhubEarly={token:t,profile:r}}catch(e){}})()`;
}

/**
 * Build only: writes the early-start script into index.html's head (inline: it must run before
 * the entry arrives; the server allows it in its Content-Security-Policy by its hash). Skipped
 * when the API is on another origin (VITE_API_ORIGIN).
 */
export function earlyStart(): Plugin {
  return {
    name: 'dhub:early-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(_html, context) {
        const bundle = context.bundle;
        if (!bundle || process.env.VITE_API_ORIGIN) return;
        // Loaded when building only: the contract's build, not its source (the config runs in Node).
        const { API_PREFIX, AUTH_ROUTE_PREFIX, STORAGE_KEYS, endpointUrl, storeEndpoints } = await import('@dhub/contract');
        const entry = chunks(bundle).find((chunk) => chunk.isEntry);
        const layout = chunks(bundle).find((chunk) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith('/src/app/MainLayout.tsx'));
        if (!entry || !layout) throw new Error('dhub:early-start: the entry or the MainLayout chunk is missing from the bundle');
        const loadedByEntry = staticClosure(bundle, entry.fileName);
        const files = [...staticClosure(bundle, layout.fileName)].filter((file) => !loadedByEntry.has(file)).map((file) => `/${file}`);
        const profileUrl = `${API_PREFIX}${endpointUrl(storeEndpoints.vendorProfile, {})}`;
        return [
          {
            tag: 'script',
            children: earlyScript({ tokenKey: STORAGE_KEYS.token, authPrefix: AUTH_ROUTE_PREFIX, profileUrl, files }),
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
