/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Google Analytics measurement id (G-…). Unset: no analytics script is ever loaded. */
  readonly VITE_GA_ID?: string;
  /** An ad network's client id. Unset: ad slots stay hidden and take no space. */
  readonly VITE_AD_CLIENT?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
