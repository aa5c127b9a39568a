import { downloadFile } from "./file-download.ts";

/** Hands the browser a schedule's CSV to save. */
export function downloadCsv(fileName: string, csv: string): void {
  downloadFile(fileName, new Blob([csv], { type: "text/csv;charset=utf-8" }));
}
