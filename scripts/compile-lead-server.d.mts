/** build/node, where `npm run build:server` puts the server. */
export declare const DEFAULT_OUT_DIR: string;
/** Compiles the server and tests/support/lead-server into `outDir`; throws with tsc's output if it fails. */
export declare function compileLeadServer(outDir?: string): void;
/** The compiled helpers (one module) that go with a server compiled to `<out>/server/main.js`. */
export declare function helpersBeside(serverMain: string): string;
