import { createContext, useContext, useSyncExternalStore } from 'react';
import { useHydrating } from './use-hydrating.ts';

/**
 * The document's time (the server clock's reading it embedded, GET now's `serverTime`), given to
 * the tree: what the server renders the clock with, and what hydration renders it with again.
 * Null where there is none (a test's bare tree): the live clock is used throughout.
 */
const DocumentTimeContext = createContext<number | null>(null);
export const DocumentTimeProvider = DocumentTimeContext.Provider;

interface Clock {
  /** The reading, the same between two reads of one render (React compares them). */
  read: () => number;
  subscribe: (listener: () => void) => () => void;
}

/**
 * A clock that moves every `intervalMs`. A ticking clock is kept fresh by its timer; an idle one
 * (no one subscribed yet) catches up when read, but only once a whole interval has passed, so two
 * reads of one render agree.
 */
function createClock(intervalMs: number): Clock {
  let now = Date.now();
  let timer: ReturnType<typeof setInterval> | undefined;
  const listeners = new Set<() => void>();
  return {
    read() {
      const current = Date.now();
      // Either way: a clock set back (or a test's) must not stall the reading.
      if (Math.abs(current - now) >= intervalMs) now = current;
      return now;
    },
    subscribe(listener) {
      listeners.add(listener);
      if (timer === undefined) {
        // An idle clock's reading may be most of an interval old: React reads it again after
        // subscribing and renders the fresh one.
        now = Date.now();
        timer = setInterval(() => {
          now = Date.now();
          for (const notify of listeners) notify();
        }, intervalMs);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        clearInterval(timer);
        timer = undefined;
      };
    },
  };
}

// One clock per interval, shared, so every countdown and date line on screen reads one time.
const clocks = new Map<number, Clock>();

function clockOf(intervalMs: number): Clock {
  let clock = clocks.get(intervalMs);
  if (!clock) {
    clock = createClock(intervalMs);
    clocks.set(intervalMs, clock);
  }
  return clock;
}

/**
 * The time, re-read every `intervalMs`: what countdowns and date lines count from. On the server
 * and while hydrating, the document's time (both render the same markup); the live clock after.
 */
export function useNow(intervalMs: number): number {
  const documentTime = useContext(DocumentTimeContext);
  const hydrating = useHydrating();
  const clock = clockOf(intervalMs);
  // The same snapshot on both sides: the document's time comes from the hydration flag, so the
  // clock's store adds no second forced render of its own after hydrating.
  const live = useSyncExternalStore(clock.subscribe, clock.read, clock.read);
  return hydrating && documentTime !== null ? documentTime : live;
}

/**
 * The document's time on the server and while hydrating, null after (and in a tree the browser
 * renders afresh): for a clock of its own (the schedule's, which wakes at each program start)
 * that must render the server's markup first.
 */
export function useDocumentTime(): number | null {
  const documentTime = useContext(DocumentTimeContext);
  return useHydrating() ? documentTime : null;
}
