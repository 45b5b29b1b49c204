/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Google Analytics measurement id (G-…). Unset: no analytics script is ever loaded. */
  readonly VITE_GA_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
