import { SERVER_RENDER_ELEMENT_ID, STARTUP_DATA_ELEMENT_ID } from '@stat/contracts';
import { checkDrm } from '../../lib/drm-check.ts';
import { applyAppStyles } from './app-styles.ts';
import { revealApp } from './reveal-app.ts';

/**
 * Start-up's first step, before the app's code arrives: the DRM check and the app's stylesheets.
 * When the server rendered the page with its data, that is all start-up waits for (shell spec
 * section 1), so the preloader lifts as soon as both are done. Without a rendered page (or
 * without its data) the app's own start-up lifts it. Resolves once it has decided.
 */
export async function boot(doc: Document = document, nav: Navigator = navigator): Promise<void> {
  const serverRendered = doc.getElementById(SERVER_RENDER_ELEMENT_ID) !== null && doc.getElementById(STARTUP_DATA_ELEMENT_ID) !== null;
  if (!serverRendered) return;
  await Promise.allSettled([checkDrm(nav), applyAppStyles(doc)]);
  revealApp(doc);
}
