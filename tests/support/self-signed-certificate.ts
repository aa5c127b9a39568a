/**
 * A throw-away certificate authority and a certificate it signed for
 * 127.0.0.1 and localhost, made with the openssl command for each test run
 * (nothing secret is kept in the repository). For test servers that speak TLS:
 * the client trusts `ca` and so checks the server's certificate as it would a
 * real one, name included.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export interface TestCertificate {
  /** The authority's certificate (PEM), for the client to trust. */
  ca: string;
  /** The server's certificate (PEM) and its private key. */
  cert: string;
  key: string;
}

export function makeTestCertificate(): TestCertificate {
  const folder = mkdtempSync(path.join(tmpdir(), "kestrel-test-cert-"));
  const file = (name: string) => path.join(folder, name);
  const openssl = (...args: string[]) => execFileSync("openssl", args, { stdio: "pipe" });
  try {
    openssl(
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=Kestrel test CA",
      "-keyout",
      file("ca.key"),
      "-out",
      file("ca.crt"),
    );
    openssl(
      "req",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-subj",
      "/CN=localhost",
      "-keyout",
      file("server.key"),
      "-out",
      file("server.csr"),
    );
    writeFileSync(file("server.ext"), "subjectAltName=IP:127.0.0.1,DNS:localhost\n");
    openssl(
      "x509",
      "-req",
      "-in",
      file("server.csr"),
      "-CA",
      file("ca.crt"),
      "-CAkey",
      file("ca.key"),
      "-CAcreateserial",
      "-days",
      "1",
      "-extfile",
      file("server.ext"),
      "-out",
      file("server.crt"),
    );
    return {
      ca: readFileSync(file("ca.crt"), "utf8"),
      cert: readFileSync(file("server.crt"), "utf8"),
      key: readFileSync(file("server.key"), "utf8"),
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
