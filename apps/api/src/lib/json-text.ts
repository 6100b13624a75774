/**
 * A JSON body that is already serialised (e.g. a cached search page): the route sends it as is,
 * without the response serialiser (whoever builds it answers for its shape).
 */
export class JsonText {
  constructor(readonly text: string) {}
}
