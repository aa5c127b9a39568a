import { createServer, type AddressInfo } from "node:net";

/** A loopback port nothing listens on at this instant; a server started on it may still lose it to a race, so callers try again on EADDRINUSE. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", resolve);
  });
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
