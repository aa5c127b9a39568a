export declare const CANDIDATES: readonly string[];
/** The Chromium to test with: CHROME_PATH, else the first installed candidate, else null. */
export declare function findChromium(): string | null;
