import type { FastifyInstance, FastifyServerOptions } from 'fastify';

/**
 * Pino options: JSON lines; secrets never logged even if a later change logs headers or bodies.
 */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        'headers.authorization',
        'headers.cookie',
        '*.password',
        '*.token',
        'password',
        'token',
        'body.password',
      ],
      censor: '[redacted]',
    },
  };
}

/** Exactly one line per request (fastify's own request logging is disabled). */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    // The route pattern (ids stay out of the logs); the path for wildcard and unmatched routes.
    const route = request.routeOptions.url;
    request.log.info(
      {
        method: request.method,
        url: route && !route.includes('*') ? route : request.url.split('?')[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  });
}
