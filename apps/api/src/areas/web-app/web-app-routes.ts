import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_MESSAGES, ERROR_CODES, SERVER_RENDER_ELEMENT_ID, STARTUP_DATA_ELEMENT_ID, userSchema } from '@stat/contracts';
import type { AppVariant, Dictionary, ServerRenderer, ServerRenderRequest, ServerRenderResult, User } from '@stat/contracts';
import { answerVariant, sendSharedVariant } from '../../lib/answer-variant.ts';
import type { AnswerVariant } from '../../lib/answer-variant.ts';
import { errorBodyFor } from '../../plugins/api-error.ts';
import { uncountedRoutes } from '../../plugins/request-limit.ts';
import { serverArea } from '../../plugins/server-paths.ts';
import { createHomeHeroPreload } from './home-hero-preload.ts';
import { injectApiCall } from './inject-api-call.ts';
import { PublicRenderCache } from './public-render-cache.ts';
import { buildNow } from '../start-up/now.ts';

/** Vite puts content-hashed files under /assets/: they never change, so cache them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Written by the web build (apps/web/vite-plugin-route-preloads.ts): route pattern -> page chunk files. */
const ROUTE_PRELOADS_FILE = join('.vite', 'route-preloads.json');
/** Written by the web build's server pass (`vite build --ssr`): the app's render on the server. */
const SERVER_BUNDLE = join('.server', 'entry-server.js');
/**
 * A signed-out visitor's rendered page is everyone's: kept this long, in this process and in
 * shared caches. The document's clock (start-up data) is at most this old.
 */
const PUBLIC_DOCUMENT_MAX_AGE_S = 5;

export interface WebAppOptions {
  webDistDir: string;
  variant: AppVariant;
  dictionary: Dictionary;
  /** Render the requested page into the document (SERVER_RENDER); off, the browser renders it. */
  serverRender: boolean;
}

interface RoutePreload {
  pattern: RegExp;
  js: string[];
  css: string[];
}

/** The document as assembled for one request, or the route's redirect. */
type DocumentAnswer =
  /** `render`: the page rendered in it, left to the browser by the route, or failed on the server. */
  | { kind: 'document'; html: string; render: 'page' | 'browser' | 'failed' }
  | Extract<ServerRenderResult, { kind: 'redirect' }>;
/**
 * A signed-out visitor's answer as kept for everyone: the finished document and its encodings
 * (`page`: the page is rendered in it), or the redirect.
 */
type PublicAnswer = { kind: 'document'; variant: AnswerVariant; page: boolean } | Extract<ServerRenderResult, { kind: 'redirect' }>;

/** The render failed: the shared cache keeps nothing (the next visitor tries again); this visitor gets `document`. */
class RenderFailedError extends Error {
  constructor(readonly document: DocumentAnswer) {
    super('page not rendered on the server');
  }
}

const TEMPLATE_TITLE = '<title>STAT</title>';
const EMPTY_ROOT = '<div id="root"></div>';

function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Text for an HTML text node. */
function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The web build's server bundle, when it was built (an older build has none: the browser renders then). */
async function loadRenderer(webDistDir: string, log: FastifyBaseLogger): Promise<ServerRenderer | null> {
  const file = join(webDistDir, SERVER_BUNDLE);
  if (!existsSync(file)) {
    log.warn({ file }, 'web app built without its server render: pages render in the browser');
    return null;
  }
  return (await import(pathToFileURL(file).href)) as ServerRenderer;
}

function wantsHtml(request: FastifyRequest): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && (request.headers.accept ?? '').includes('text/html');
}

/**
 * JSON that cannot end the `<script>` block it sits in (`</script>`, `<!--`) nor break older
 * parsers (U+2028/2029); JSON.parse reads the escapes back unchanged.
 */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * A React Router path pattern (`/series/:id`, `/schedule/:channel?`, `/x/*`) as a regular
 * expression over the pathname; like the router, case-insensitive with an optional trailing slash.
 */
export function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment === '*') return '(?:/.*)?';
      const optional = segment.endsWith('?');
      const name = optional ? segment.slice(0, -1) : segment;
      const piece = name.startsWith(':') ? '/[^/]+' : `/${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      return optional ? `(?:${piece})?` : piece;
    })
    .join('');
  return new RegExp(`^${source}/?$`, 'i');
}

function readRoutePreloads(webDistDir: string): RoutePreload[] {
  const file = join(webDistDir, ROUTE_PRELOADS_FILE);
  if (!existsSync(file)) return [];
  const { routes } = JSON.parse(readFileSync(file, 'utf8')) as { routes: { path: string; js: string[]; css: string[] }[] };
  return routes.map(({ path, js, css }) => ({ pattern: patternToRegExp(path), js, css }));
}

/**
 * The head of a server-rendered page: the app's code is not loaded by the document but by the
 * boot script once the page is shown (apps/web/src/features/startup/boot.ts, which reads the
 * entry from `data-app-entry`), so neither the entry nor its module preloads compete with the
 * page's stylesheets and images.
 */
export function renderedPageHead(head: string): string {
  const entry = /<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>\s*/.exec(head);
  if (!entry) return head;
  return blockingStyles(head)
    .replace(entry[0], '')
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
    .replace(/<script defer src="([^"]+)"><\/script>/, `<script defer src="$1" data-app-entry="${entry[1]}"></script>`);
}

/**
 * A rendered page's stylesheets are the page's: ordinary, render-blocking ones (the document
 * carries them as `media="print"` only so that the client-rendered document's preloader paints
 * before them).
 */
function blockingStyles(html: string): string {
  return html.replace(/<link rel="stylesheet" media="print" data-app-style/g, '<link rel="stylesheet" data-app-style');
}

/**
 * The page chunk's preloads, low priority like the entry's: its code only when the document loads
 * the app (the client-rendered document), its stylesheets switched on by start-up before the
 * first render there and ordinary on a rendered page.
 */
function preloadTags(preload: RoutePreload | undefined, rendered: boolean): string {
  if (!preload) return '';
  const tags = [
    ...(rendered ? [] : preload.js.map((href) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${href}">`)),
    ...preload.css.map((href) => `<link rel="stylesheet" media="print" data-app-style crossorigin href="${href}">`),
  ].join('');
  return rendered ? blockingStyles(tags) : tags;
}

/**
 * The built SPA on the API's port: static files (precompressed variants by Accept-Encoding),
 * the document for every other HTML GET (the SPA shows /404 itself) with the start-up data and
 * the requested page's chunks in it, 404 in the API's error shape for the rest. Without a build,
 * a clear 503.
 */
export default fp<WebAppOptions>(
  async (app, opts) => {
    const indexFile = join(opts.webDistDir, 'index.html');
    const built = existsSync(indexFile);
    const notBuilt = (reply: FastifyReply) =>
      reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(`The STAT web app is not built (no ${indexFile}). Run "npm run build", then restart the server.\n`);

    if (!built) {
      app.log.warn({ webDistDir: opts.webDistDir }, 'web app not built: / answers 503');
      app.get('/', { schema: { hide: true } }, async (_request, reply) => notBuilt(reply));
    }

    const template = built ? readFileSync(indexFile, 'utf8') : '';
    const headEnd = template.indexOf('</head>');
    const pageHead = renderedPageHead(template.slice(0, headEnd));
    const routePreloads = built ? readRoutePreloads(opts.webDistDir) : [];
    // The dictionary is the same for every visitor: serialised once.
    const dictionaryJson = jsonForHtml(opts.dictionary);

    const renderer = built && opts.serverRender ? await loadRenderer(opts.webDistDir, app.log) : null;
    const publicAnswers = new PublicRenderCache<PublicAnswer>(PUBLIC_DOCUMENT_MAX_AGE_S * 1000);

    /** The start-up data for the document, or null when it cannot be had (the browser then fetches it, and fails visibly). */
    async function loadStartup(request: FastifyRequest, reply: FastifyReply): Promise<ServerRenderRequest['startup'] | null> {
      try {
        await request.loadSession(reply);
        const user = await request.getUser();
        // Through the contract, as /api/user answers it: no field beyond the schema's.
        return { now: buildNow(opts.variant), user: user ? (userSchema.parse(user) as User) : null, dictionary: opts.dictionary };
      } catch (error) {
        request.log.error({ err: error }, 'start-up data not embedded');
        return null;
      }
    }

    function startupDataTag(startup: ServerRenderRequest['startup']): string {
      const { now, user } = startup;
      return `<script type="application/json" id="${STARTUP_DATA_ELEMENT_ID}">{"now":${jsonForHtml(now)},"user":${jsonForHtml(user)},"dictionary":${dictionaryJson}}</script>`;
    }

    /**
     * The page rendered for this request, or null when the server cannot render it (the browser
     * does). `shared`: rendered for every signed-out visitor, its API calls made as anyone.
     */
    async function renderFor(request: FastifyRequest, startup: ServerRenderRequest['startup'], shared: boolean): Promise<ServerRenderResult | null> {
      if (!renderer) return null;
      const url = `${request.protocol}://${request.host}${request.url}`;
      const userAgent = request.headers['user-agent'] ?? '';
      const mobileHint = headerText(request.headers['sec-ch-ua-mobile']);
      try {
        const result = await renderer.renderPage({ url, userAgent, mobileHint, startup, fetchApi: (path, init) => injectApiCall(app, request, path, init, shared) });
        if (result.kind === 'page' && result.errors.length > 0) request.log.warn({ errors: result.errors }, 'parts of the page left to the browser');
        if (result.kind === 'page') request.log.debug({ url: request.url, shared, timing: result.timing }, 'page rendered');
        return result;
      } catch (error) {
        // The browser renders what the server could not.
        request.log.error({ err: error }, 'page not rendered on the server');
        return null;
      }
    }

    const homeHeroPreload = createHomeHeroPreload(app);

    /** The document (or the route's redirect) for this request, as text: rendered when it can be. */
    async function documentFor(request: FastifyRequest, startup: ServerRenderRequest['startup'] | null, shared: boolean): Promise<DocumentAnswer> {
      const [pathname = '/'] = request.url.split('?');
      const preload = routePreloads.find((route) => route.pattern.test(pathname));
      const [heroPreload, rendered] = await Promise.all([pathname === '/' ? homeHeroPreload() : '', startup ? renderFor(request, startup, shared) : null]);
      if (rendered?.kind === 'redirect') return rendered;
      const page = rendered?.kind === 'page' ? rendered : null;
      const head = heroPreload + preloadTags(preload, page !== null) + (startup ? startupDataTag(startup) : '');
      const body = page ? `<div id="root">${page.html}</div><script type="application/json" id="${SERVER_RENDER_ELEMENT_ID}">${jsonForHtml(page.state)}</script>` : EMPTY_ROOT;
      const html =
        (page ? pageHead.replace(TEMPLATE_TITLE, `<title>${escapeHtml(page.title)}</title>`) : template.slice(0, headEnd)) +
        head +
        template.slice(headEnd).replace(EMPTY_ROOT, body);
      return { kind: 'document', html, render: page ? 'page' : rendered?.kind === 'browser' ? 'browser' : 'failed' };
    }

    /**
     * A signed-out visitor's answer, finished once per page and device kind for every visitor
     * of the next few seconds (its encodings made on first demand). A failed render is not kept.
     */
    function publicAnswerFor(request: FastifyRequest, startup: ServerRenderRequest['startup']): Promise<PublicAnswer> {
      const userAgent = request.headers['user-agent'] ?? '';
      const mobileHint = headerText(request.headers['sec-ch-ua-mobile']);
      const device = renderer?.deviceKind ? renderer.deviceKind(userAgent, mobileHint) : `${mobileHint ?? ''} ${userAgent}`;
      return publicAnswers.get(`${request.url} ${device}`, async () => {
        const answer = await documentFor(request, startup, true);
        if (answer.kind === 'redirect') return answer;
        if (answer.render === 'failed') throw new RenderFailedError(answer);
        return { kind: 'document', variant: answerVariant(answer.html), page: answer.render === 'page' };
      });
    }

    async function sendDocument(request: FastifyRequest, reply: FastifyReply) {
      const startup = await loadStartup(request, reply);
      let answer: DocumentAnswer | PublicAnswer | null = null;
      if (renderer && startup?.user === null) {
        answer = await publicAnswerFor(request, startup).catch((error: unknown) => {
          if (error instanceof RenderFailedError) return error.document;
          request.log.error({ err: error }, 'page not rendered on the server');
          return null;
        });
      }
      answer ??= await documentFor(request, startup, false);
      if (answer.kind === 'redirect') return reply.header('cache-control', 'no-store').redirect(answer.location, answer.status);
      reply.type('text/html; charset=utf-8');
      if ('variant' in answer) {
        // Vary names what the page depends on for caches that cannot know our device kinds.
        reply.header('cache-control', answer.page ? `public, max-age=${PUBLIC_DOCUMENT_MAX_AGE_S}` : 'no-store');
        return sendSharedVariant(request, reply.header('vary', 'Accept-Encoding, Cookie, User-Agent, Sec-CH-UA-Mobile'), answer.variant);
      }
      // Personal (the user), not rendered, or dated (the server clock): nobody keeps it.
      return reply.header('cache-control', 'no-store').header('vary', 'Cookie, User-Agent, Sec-CH-UA-Mobile').send(answer.html);
    }

    if (built) {
      // One route per built file (wildcard: false), each uncounted by the request limit: a page
      // needs dozens. Any other path is no route, so the document and not-found answers count.
      await app.register(async (files) => {
        uncountedRoutes(files);
        await files.register(fastifyStatic, {
          root: opts.webDistDir,
          wildcard: false,
          // The document is rendered per request (below), never sent as the bare file.
          index: false,
          globIgnore: ['index.html', '.server/**'],
          allowedPath: (pathname: string) => pathname !== '/index.html' && !pathname.startsWith('/.vite/') && !pathname.startsWith('/.server/'),
          preCompressed: true,
          // Cache headers are ours (below), not the plugin's default max-age=0.
          cacheControl: false,
          setHeaders(reply, path) {
            reply.header('cache-control', path.startsWith(join(opts.webDistDir, 'assets', sep)) ? IMMUTABLE : 'no-cache');
          },
        });
      });
      // Every other GET is the document when a page asks for one: a route, not the not-found
      // handler, so the compression plugin (a route hook) compresses it. The rest is not found.
      app.get('/*', { schema: { hide: true } }, async (request, reply) =>
        serverArea(request.url) === null && wantsHtml(request) ? sendDocument(request, reply) : reply.callNotFound(),
      );
    }

    app.setNotFoundHandler((request, reply) => {
      if (!built && serverArea(request.url) === null && wantsHtml(request)) return notBuilt(reply);
      // In the shape of the API the address belongs to: OFREP's under /ofrep, ours elsewhere.
      const body = errorBodyFor(request.url, 404, { code: ERROR_CODES.notFound, body: API_MESSAGES.notFound });
      return reply.code(404).type('application/json; charset=utf-8').send(body);
    });
  },
  { name: 'web-app', dependencies: ['catalogue-repository'] },
);
