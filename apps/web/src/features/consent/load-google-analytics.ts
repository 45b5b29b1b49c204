let loadedId: string | null = null;

function addScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.async = true;
    script.src = src;
    script.onload = () => {
      resolve();
    };
    script.onerror = () => {
      reject(new Error(`Could not load ${src}`));
    };
    document.head.appendChild(script);
  });
}

/**
 * Adds the Google tag for `measurementId`, once. Called only after the visitor has agreed to
 * analytics (see <AnalyticsLoader/>). First our copy of Google's bootstrap (public/gtag-stub.js,
 * which defines `window.gtag`), then the consent defaults — analytics storage granted (that is why
 * we are here), ad storage only if ads were accepted — and only then Google's script.
 */
export async function loadGoogleAnalytics(
  measurementId: string,
  options: { ads: boolean },
): Promise<void> {
  if (loadedId === measurementId) return;
  loadedId = measurementId;
  await addScript(`${import.meta.env.BASE_URL}gtag-stub.js`);
  const gtag = window.gtag;
  if (!gtag) return;
  gtag("consent", "default", {
    analytics_storage: "granted",
    ad_storage: options.ads ? "granted" : "denied",
  });
  gtag("js", new Date());
  gtag("config", measurementId);
  await addScript(
    `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`,
  );
}
