/**
 * A JSON body that is already serialised (a cached search page, a list page built by the
 * database): the route sends it as is, without the response serialiser. In tests
 * (STRICT_CONTRACT) the route checks it against the endpoint's response schema.
 */
export class JsonText {
  constructor(readonly text: string) {}
}
