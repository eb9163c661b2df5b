// recurly ships lib/testing.js (the HttpAdapter contract suite) without types.
declare module 'recurly/lib/testing.js' {
  import type { HttpAdapter } from 'recurly/lib/recurly/HttpAdapter.js';

  export { HttpAdapter, HttpMethod, HttpResponse } from 'recurly/lib/recurly/HttpAdapter.js';
  export { default as DefaultHttpAdapter } from 'recurly/lib/recurly/DefaultHttpAdapter.js';

  /** One contract test: its name, and the body that throws (node:assert) when the adapter breaks it. */
  export interface ContractTest {
    name: string;
    run: () => Promise<void>;
  }

  export const HttpAdapterContract: {
    /** Registers each contract test through `register`, against a fresh adapter from `createAdapter`. */
    runSuite(createAdapter: () => HttpAdapter, register: (test: ContractTest) => void): void;
  };
}
