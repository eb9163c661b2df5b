/**
 * The class on <html> that shows #root: until then the page is not painted at all (preloader.css
 * takes #root out with `display: none`), and the preloader is all there is.
 */
export const APP_READY_CLASS = 'app-ready';

/** Ends the preloader: shows the app's content and removes the preloader. */
export function revealApp(doc: Document = document): void {
  doc.documentElement.classList.add(APP_READY_CLASS);
  doc.querySelector('.preloader')?.remove();
}

/** On <html> once the app has rendered or hydrated its first screen: its handlers are there. */
export const APP_INTERACTIVE_ATTRIBUTE = 'data-app-interactive';

/**
 * Marks the first screen interactive: the attribute, and a performance mark a real-user monitor
 * can read (the server-rendered page is seen before its code has hydrated it).
 */
export function markInteractive(doc: Document = document): void {
  if (doc.documentElement.hasAttribute(APP_INTERACTIVE_ATTRIBUTE)) return;
  doc.documentElement.setAttribute(APP_INTERACTIVE_ATTRIBUTE, '');
  performance.mark('stat:interactive');
}
