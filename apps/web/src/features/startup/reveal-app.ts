/**
 * The class on <html> that shows #root: until then the page is not painted at all (preloader.css
 * hides #root with `visibility: hidden`), and the preloader is all there is.
 */
export const APP_READY_CLASS = 'app-ready';

/** Ends the preloader: shows the app's content and removes the preloader. */
export function revealApp(doc: Document = document): void {
  doc.documentElement.classList.add(APP_READY_CLASS);
  doc.querySelector('.preloader')?.remove();
}
