/**
 * The boot script: a small classic script the document loads before the app (deferred, so it
 * runs first, as soon as the document has parsed), built on its own by vite-plugin-boot-script.ts.
 * The app's code hydrates the page whenever it arrives.
 */
import { boot } from './features/startup/boot.ts';

void boot();
