/**
 * The boot script: a few hundred bytes the document loads before the app (deferred, in order),
 * built on its own (vite-plugin-boot-script.ts). It runs the DRM check and switches on the app's
 * stylesheets as soon as the document has parsed; when the server rendered the page with its
 * data, that is all start-up waits for (shell spec section 1), so it lifts the preloader off the
 * page at once. The app's code hydrates the page whenever it arrives.
 */
import { SERVER_RENDER_ELEMENT_ID, STARTUP_DATA_ELEMENT_ID } from '@stat/contracts';
import { checkDrm } from './lib/drm-check.ts';
import { applyAppStyles } from './features/startup/app-styles.ts';
import { revealApp } from './features/startup/reveal-app.ts';

const serverRendered = document.getElementById(SERVER_RENDER_ELEMENT_ID) !== null && document.getElementById(STARTUP_DATA_ELEMENT_ID) !== null;
// Without a rendered page (or without its data) the app's start-up lifts the preloader itself.
if (serverRendered) void Promise.allSettled([checkDrm(), applyAppStyles()]).then(() => revealApp());
