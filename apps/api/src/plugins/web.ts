import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_PREFIX, MESSAGES } from '@dhub/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const HEALTH_PATH = '/healthz';

function isApiPath(urlPath: string): boolean {
  return urlPath === API_PREFIX || urlPath.startsWith(`${API_PREFIX}/`) || urlPath === HEALTH_PATH;
}

/** A path whose last segment has an extension asks for a file: a missing one is a 404, not the app. */
function looksLikeFile(urlPath: string): boolean {
  return /\.[A-Za-z0-9]+$/.test(urlPath.slice(urlPath.lastIndexOf('/') + 1));
}

/**
 * Serves the web app's Vite build when `webDist` exists (skipped otherwise, e.g. in tests),
 * with the SPA fallback: any other GET outside the API answers index.html and the web
 * router takes over (unknown paths go to /auth/404 there). Everything else: 404 JSON.
 */
export async function registerWeb(app: FastifyInstance, webDist: string): Promise<void> {
  const serveSpa = existsSync(path.join(webDist, 'index.html'));
  if (serveSpa) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      index: 'index.html',
      // The build writes .br and .gz beside each text asset (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      // Source maps and the build manifest are for the build's own checks (npm run size), not for visitors.
      allowedPath: (pathName) => !pathName.endsWith('.map') && !pathName.split('/').some((segment) => segment.startsWith('.')),
      setHeaders(reply, filePath) {
        // Vite puts content-hashed files under assets/: cache them for good; the rest must revalidate.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (serveSpa && wantsPage && !isApiPath(urlPath) && !looksLikeFile(urlPath)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ code: 'notFound', message: MESSAGES.notFound });
  });
}
