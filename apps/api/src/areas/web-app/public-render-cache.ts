/**
 * Signed-out visitors' rendered pages, shared for a few seconds: under a rush (fight night's
 * landing) one render serves every visitor of a page for that long, and concurrent requests for
 * a page being rendered wait for that render rather than start their own.
 */
export class PublicRenderCache<T> {
  private readonly entries = new Map<string, { expires: number; value: Promise<T> }>();
  // Bounds the memory a crawler of many addresses can take.
  private static readonly MAX_ENTRIES = 500;

  constructor(private readonly ttlMs: number, private readonly now: () => number = Date.now) {}

  get(key: string, render: () => Promise<T>): Promise<T> {
    const now = this.now();
    const entry = this.entries.get(key);
    if (entry && entry.expires > now) return entry.value;
    if (this.entries.size >= PublicRenderCache.MAX_ENTRIES) this.dropExpired(now);
    if (this.entries.size >= PublicRenderCache.MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    const value = render();
    this.entries.set(key, { expires: now + this.ttlMs, value });
    // A failed render is not kept: the next visitor tries again.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  private dropExpired(now: number): void {
    for (const [key, entry] of this.entries) if (entry.expires <= now) this.entries.delete(key);
  }
}
