import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies as fastify parses them (prototype-poisoning safe), except that an empty
 * body counts as `{}`: lookups like GetService are POSTs the client may send without one.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, {});
    return parseJson(request, text, done);
  });
}
