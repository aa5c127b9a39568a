import { describe, expect, it } from "vitest";
import { printable, readCommandLine, requestFromCommandLine, textTable, UsageError } from "./command-line.ts";

function recordingIo() {
  const io = {
    env: {},
    out: "",
    err: "",
    stdout: (text: string) => (io.out += text),
    stderr: (text: string) => (io.err += text),
  };
  return io;
}

describe("the command-line tools' shared skeleton", () => {
  it("names an unknown option in Node's own words, as one sentence", () => {
    expect(() => readCommandLine(["--sinse", "2026-01-01"], { since: { type: "string" } })).toThrow(UsageError);
    expect(() => readCommandLine(["--sinse"], { since: { type: "string" } })).toThrow(/^Unknown option '--sinse'\.$/);
  });

  it("answers --help with the usage on stdout and exit code 0, and a wrong line with one line on stderr and exit code 2", () => {
    const tool = {
      name: "leads",
      usage: "Usage: npm run leads -- list",
      read: (args: readonly string[]) => {
        if (args[0] === "--help") return "help" as const;
        if (args[0] !== "list") throw new UsageError(`Unknown command "${args[0]}".`);
        return { command: "list" };
      },
    };
    const help = recordingIo();
    expect(requestFromCommandLine(tool, ["--help"], help)).toBe(0);
    expect(help.out).toBe("Usage: npm run leads -- list\n");

    const wrong = recordingIo();
    expect(requestFromCommandLine(tool, ["lsit"], wrong)).toBe(2);
    expect(wrong.err).toBe('leads: Unknown command "lsit". Usage: npm run leads -- list\n');

    expect(requestFromCommandLine(tool, ["list"], recordingIo())).toEqual({ command: "list" });
  });

  it("keeps a visitor's control and direction-changing characters out of the terminal", () => {
    expect(printable("Mia\u001b[31m Tran\u202e\u0007")).toBe("Mia [31m Tran ");
  });

  it("lines each column up under its header, without trailing spaces", () => {
    expect(
      textTable(
        ["ID", "NAME"],
        [
          ["a1", "Mia Tran"],
          ["b22", ""],
        ],
      ),
    ).toBe("ID   NAME\na1   Mia Tran\nb22\n");
  });
});
