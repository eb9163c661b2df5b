/**
 * The app's stylesheets arrive as `media="print"` links marked `data-app-style` (the build's
 * and the server's), so they never hold back the preloader's paint. Switched on here, before
 * the first render, which waits for them: the app never paints unstyled.
 */
export function applyAppStyles(doc: Document = document): Promise<void> {
  const links = [...doc.querySelectorAll<HTMLLinkElement>('link[data-app-style]')];
  return Promise.all(
    links.map(
      (link) =>
        new Promise<void>((done) => {
          link.media = 'all';
          // Loaded already; or fetched but without a sheet: it failed before we looked, and a
          // stylesheet that fails must not keep the preloader up for ever.
          if (link.sheet || performance.getEntriesByName(link.href).length > 0) return done();
          link.addEventListener('load', () => done(), { once: true });
          link.addEventListener('error', () => done(), { once: true });
        }),
    ),
  ).then(() => undefined);
}
