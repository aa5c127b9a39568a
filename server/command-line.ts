/**
 * What the server's command-line tools (`npm run leads`, `npm run staff`)
 * share: how a command line is read, refused or answered with its usage;
 * how they read the server's settings; how a module knows it was run as the
 * program rather than imported by a test; and how they print a visitor's
 * text and tables to a terminal.
 */
import { realpathSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseArgs, type ParseArgsConfig } from "node:util";
import { readConfig, type ServerConfig } from "./config.ts";

type OptionsConfig = NonNullable<ParseArgsConfig["options"]>;

/** Exit code 2: the command line was wrong, nothing was done. Its message is one line naming the problem. */
export class UsageError extends Error {}

/** Where a tool reads its settings and writes its answers: the process's own, or a test's. */
export interface CommandLineIo {
  env: NodeJS.ProcessEnv;
  stdout(text: string): void;
  stderr(text: string): void;
}

/**
 * What the command line asks for, read by `read`; or, when it asked for help
 * or was wrong, the exit code, the answer already written (the usage on
 * stdout, or one line naming the problem and the usage on stderr).
 */
export function requestFromCommandLine<Request>(
  tool: { name: string; usage: string; read(args: readonly string[]): Request | "help" },
  args: readonly string[],
  io: CommandLineIo,
): Request | number {
  let request: Request | "help";
  try {
    request = tool.read(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr(`${tool.name}: ${error.message} ${tool.usage}\n`);
    return 2;
  }
  if (request !== "help") return request;
  io.stdout(`${tool.usage}\n`);
  return 0;
}

/** The server's settings as the tool's environment gives them, or undefined with one line on stderr saying which is wrong. */
export function toolConfig(toolName: string, io: CommandLineIo): ServerConfig | undefined {
  try {
    return readConfig(io.env);
  } catch (error) {
    io.stderr(`${toolName}: ${error instanceof Error ? error.message : String(error)}\n`);
    return undefined;
  }
}

/**
 * The command line's options and positionals, or a UsageError whose message
 * is Node's own, up to its first sentence ("Unknown option '--sinse'.").
 */
export function readCommandLine<const Options extends OptionsConfig>(args: readonly string[], options: Options) {
  try {
    return parseArgs<{ args: string[]; options: Options; allowPositionals: true; strict: true }>({
      args: [...args],
      options,
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw new UsageError(
      `${(error instanceof Error ? error.message : String(error)).split(". ")[0]?.replace(/\.$/, "")}.`,
    );
  }
}

/** Whether the module at `moduleUrl` (its import.meta.url) is the script Node was started with. */
export function isEntryPoint(moduleUrl: string): boolean {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return realpathSync(script) === realpathSync(fileURLToPath(moduleUrl));
  } catch {
    return false;
  }
}

/** Text from a visitor or a person's record, made safe for a terminal: no control or direction-changing characters. */
export function printable(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]+/g, " ");
}

/** Rows under a header, in columns as wide as their widest cell, each line ending in a newline. */
export function textTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: readonly string[]) =>
    `${cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join("  ")
      .trimEnd()}\n`;
  return [header, ...rows].map(line).join("");
}
