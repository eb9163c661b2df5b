import * as z from 'zod/mini';

/**
 * A value kept in localStorage for `ttlMs` (the purchase memory, a gift card's code): read back
 * only while young enough and still of its schema; an expired or broken one is removed. Storage may
 * be full or disabled (private mode): the memory is a convenience, so that is never an error.
 * The schema may be full zod's or Zod Mini's: the memories a page reads as it hydrates are checked
 * with Mini's (docs/decisions.md, "Schemas load when a call needs them").
 */
export function createTimedMemory<Schema extends z.core.$ZodType<object, object>>(key: string, schema: Schema, ttlMs: number) {
  // Stored flat, the value's fields beside when it was saved.
  const savedAt = z.object({ savedAt: z.number() });

  function forget(): void {
    try {
      localStorage.removeItem(key);
    } catch {
      // Nothing to clear when storage is unavailable.
    }
  }

  return {
    remember(value: z.input<Schema>, now: number = Date.now()): void {
      try {
        localStorage.setItem(key, JSON.stringify({ ...value, savedAt: now }));
      } catch {
        // Not kept: the visitor chooses again.
      }
    },
    forget,
    read(now: number = Date.now()): z.output<Schema> | null {
      let raw: string | null;
      try {
        raw = localStorage.getItem(key);
      } catch {
        return null;
      }
      if (!raw) return null;
      let json: unknown = null;
      try {
        json = JSON.parse(raw);
      } catch {
        // Not JSON: removed below like an expired one.
      }
      const saved = z.safeParse(savedAt, json).data;
      const value = z.safeParse(schema, json).data;
      if (!saved || value === undefined || now - saved.savedAt > ttlMs) {
        forget();
        return null;
      }
      return value;
    },
  };
}
