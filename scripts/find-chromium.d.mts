/** The flags Chromium needs here (no sandbox, no GPU, no calls home); the headless switch is left to each launcher. */
export declare const CHROMIUM_ARGS: readonly string[];
/** The Chromium to test with: CHROME_PATH, else the first installed candidate, else null. */
export declare function findChromium(): string | null;
