/** The embedded recurly.js (recurly-script.js, browser code; browser/README.md). */
export declare function installRecurly(settings: { fieldPath: string; paypalPath: string }): void;
