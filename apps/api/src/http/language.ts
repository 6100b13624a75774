import { LANGUAGES, type Language } from '@dhub/contract';
import type { FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';

/** The language to answer in: the one asked for (`lang`), else the best of Accept-Language (`fr-FR` is French), else English. */
export function answerLanguage(request: FastifyRequest, asked: Language | undefined): Language {
  if (asked) return asked;
  const header = request.headers['accept-language'];
  if (!header) return 'en';
  return (new Negotiator({ headers: { 'accept-language': header } }).language([...LANGUAGES]) as Language | undefined) ?? 'en';
}
