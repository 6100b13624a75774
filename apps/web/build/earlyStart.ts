import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { chunksOf, shellChunk, staticClosure } from './bundleGraph';
import type { RoutePages } from './routePages';

function chunkOf(bundle: OutputBundle, module: string): OutputChunk {
  const chunk = chunksOf(bundle).find((candidate) => candidate.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(`/${module}`)));
  if (!chunk) throw new Error(`dhub:early-start: ${module} is in no chunk of the bundle`);
  return chunk;
}

/**
 * What a signed-in start preloads, compactly (the table is in every page's HTML): the shell's
 * files, and per page path (lower case) the index of its group of further files in `files`.
 */
interface PreloadTable {
  shell: string[];
  files: string[];
  groups: number[][];
  routes: Record<string, number>;
}

function entryOf(bundle: OutputBundle): OutputChunk {
  const entry = chunksOf(bundle).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('dhub:early-start: the entry is missing from the bundle');
  return entry;
}

function preloadTable(bundle: OutputBundle, entry: OutputChunk, pages: RoutePages[]): PreloadTable {
  const loadedByEntry = staticClosure(bundle, entry.fileName);
  const shell = [...staticClosure(bundle, shellChunk(bundle).fileName)].filter((file) => !loadedByEntry.has(file));
  const preloaded = new Set([...loadedByEntry, ...shell]);
  const table: PreloadTable = { shell: shell.map((file) => `/${file}`), files: [], groups: [], routes: {} };
  const groupOf = new Map<string, number>();
  for (const { paths, modules } of pages) {
    const group = new Set<number>();
    for (const module of modules)
      for (const file of staticClosure(bundle, chunkOf(bundle, module).fileName)) {
        if (preloaded.has(file)) continue;
        let index = table.files.indexOf(`/${file}`);
        if (index < 0) index = table.files.push(`/${file}`) - 1;
        group.add(index);
      }
    const key = [...group].sort((a, b) => a - b).join();
    if (!groupOf.has(key)) groupOf.set(key, table.groups.push([...group]) - 1);
    for (const path of paths) table.routes[path.toLowerCase()] = groupOf.get(key)!;
  }
  return table;
}

/**
 * The head script of a signed-in start: when a token is stored and the address is not an /auth
 * page, it asks for the vendor's profile right away, and for the shell's chunks and the address's
 * page chunks (modulepreload) as soon as the entry chunk has arrived. Without it they waited for the
 * entry to download and run, and a catalogue page for two lazy steps more (on the phone profile of
 * issue 10, the profile was asked for at ~2.2 s). Not before the entry: the chunks then shared the
 * link with it, it arrived last (~1.8 s), and all the CPU's work (the entry's ~0.35 s, then the
 * shell's) came after the network's; asked for once it is in (its own modulepreload's load event:
 * the same module, fetched once), they download while it runs. It asks for no more than
 * app/preloadRoute.ts then does, which takes the pending answer (api/earlyProfile.ts) and uses it
 * only for the session it was asked with.
 */
export function earlyScript({
  tokenKey,
  authPrefix,
  profileUrl,
  entryUrl,
  table,
}: {
  tokenKey: string;
  authPrefix: string;
  profileUrl: string;
  entryUrl: string;
  table: PreloadTable;
}) {
  const json = JSON.stringify;
  // The profile is asked for first, before the chunks take the browser's six connections to the
  // server. Its failure is left to whoever takes it (app/preloadRoute.ts); none is reported unread.
  // The chunks wait for the entry's load event: when it fails, the page's script fails too and
  // would use none of them. A browser without modulepreload fires neither event (and preloads
  // nothing either way): app/preloadRoute.ts asks for the chunks once the entry runs.
  return `(function(){try{var t=localStorage.getItem(${json(tokenKey)}),p=location.pathname;if(!t||p===${json(authPrefix)}||p.indexOf(${json(`${authPrefix}/`)})===0)return;var T=${json(table)},f=T.shell.slice(),g=T.routes[p.replace(/\\/+$/,"").toLowerCase()];if(g!==undefined)T.groups[g].forEach(function(i){f.push(T.files[i])});var r=fetch(${json(profileUrl)},{headers:{Accept:"application/json",Authorization:"Bearer "+t}});r.catch(function(){});window.__dhubEarly={token:t,profile:r};var m=function(h,o){var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;l.onload=o||null;document.head.appendChild(l)};m(${json(entryUrl)},function(){f.forEach(function(h){m(h)})})}catch(x){}})()`;
}

/**
 * Build only: writes the early-start script into index.html's head (inline: it must run before
 * the entry arrives; the server allows it in its Content-Security-Policy by its hash). Skipped
 * when the API is on another origin (VITE_API_ORIGIN). `pages`: the pages it preloads by path.
 */
export function earlyStart(pages: () => Promise<RoutePages[]>): Plugin {
  return {
    name: 'dhub:early-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        const bundle = context.bundle;
        if (!bundle || process.env.VITE_API_ORIGIN) return;
        // Loaded when building only: the contract's build, not its source (the config runs in Node).
        const { API_PREFIX, AUTH_ROUTE_PREFIX, STORAGE_KEYS, endpointUrl, storeEndpoints } = await import('@dhub/contract');
        const profileUrl = `${API_PREFIX}${endpointUrl(storeEndpoints.vendorProfile, {})}`;
        const entry = entryOf(bundle);
        const entryUrl = `/${entry.fileName}`;
        // The script's preload of the entry must be the page's own request for it (one module, fetched once).
        if (!html.includes(`src="${entryUrl}"`)) throw new Error(`dhub:early-start: index.html does not load the entry as ${entryUrl}`);
        const table = preloadTable(bundle, entry, await pages());
        return [
          {
            tag: 'script',
            children: earlyScript({
              tokenKey: STORAGE_KEYS.token,
              authPrefix: AUTH_ROUTE_PREFIX,
              profileUrl,
              entryUrl,
              table,
            }),
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
