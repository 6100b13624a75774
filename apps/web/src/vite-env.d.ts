/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Optional API origin; empty means same origin (production) or the dev proxy. */
  readonly VITE_API_ORIGIN?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
