import { SERVER_RENDER_ELEMENT_ID } from '@stat/contracts';
import type { Flags } from '@stat/contracts';
import type { DehydratedState } from '@tanstack/react-query';
import { hasEmbeddedStartupData } from './api/embedded-startup-data.ts';

/** What the server rendered the page from (apps/web/src/entry-server.tsx writes it). */
export interface ServerRenderState {
  /** The matched route's id in the router (its path pattern). */
  routeId: string;
  /** The route name the page is of. */
  route: string;
  player: boolean;
  isMobile: boolean;
  /** The flags it was rendered with (getFlag reads them until the flag client starts). */
  flags: Partial<Flags>;
  queries: DehydratedState;
}

/**
 * The server's render of the page, when the document has one and the start-up data it was
 * rendered with: without that data the browser starts as it would on an empty document.
 */
export function readServerRenderState(doc: Document = document): ServerRenderState | null {
  const block = doc.getElementById(SERVER_RENDER_ELEMENT_ID);
  if (!block?.textContent) return null;
  block.remove();
  if (!hasEmbeddedStartupData(doc)) return null;
  try {
    return JSON.parse(block.textContent) as ServerRenderState;
  } catch {
    return null;
  }
}

/**
 * The document's queries, stamped as fetched now: the data is as fresh as the document that
 * just arrived, whatever the server's clock says.
 */
export function documentQueries(state: ServerRenderState, now: number = Date.now()): DehydratedState {
  return { ...state.queries, queries: state.queries.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })) };
}
