// Google's own gtag.js bootstrap, verbatim: the tag requires each command to be pushed as the
// `arguments` object. Loaded by src/features/consent/load-google-analytics.ts, only when an
// analytics id is configured (VITE_GA_ID) and the visitor has agreed to analytics.
window.dataLayer = window.dataLayer || [];
window.gtag =
  window.gtag ||
  function gtag() {
    window.dataLayer.push(arguments);
  };
