/**
 * A passkey authenticator in software, for tests that check passkey answers
 * at the server without a browser: real keys (node:crypto, ECDSA P-256),
 * real signatures, attestation "none", each answer shaped as a browser
 * gives it (RegistrationResponseJSON, AuthenticationResponseJSON), so the
 * server's checks are SimpleWebAuthn's own, unchanged. SimpleWebAuthn
 * publishes no such helper; the little CBOR it needs is written here.
 *
 * What a test can bend, to see the server refuse it: the origin the answer
 * claims, the counter, user verification, the user handle.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";

export interface SoftPasskey {
  credentialId: string;
  privateKey: KeyObject;
  /** base64url of the user handle the passkey was made for. */
  userHandle: string;
  rpId: string;
  counter: number;
}

export interface CeremonyOptions {
  /** The origin the browser would write in the client data (default: the test's origin). */
  origin?: string;
  /** Whether the authenticator checked it was the person (PIN, biometric). Default true. */
  userVerified?: boolean;
  /** The new credential ID's length in bytes (default 16): a crafted one may be outside WebAuthn's 16 to 1023. */
  credentialIdBytes?: number;
}

const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();
const b64url = (data: Uint8Array) => Buffer.from(data).toString("base64url");

/** A minimal CBOR encoder: unsigned and negative integers, byte and text strings, maps (all this needs). */
export function cbor(value: unknown): Buffer {
  const head = (major: number, length: number): Buffer => {
    if (length < 24) return Buffer.from([(major << 5) | length]);
    if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
    if (length < 0x10000) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
    const out = Buffer.alloc(5);
    out[0] = (major << 5) | 26;
    out.writeUInt32BE(length, 1);
    return out;
  };
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === "string") {
    const bytes = Buffer.from(value, "utf8");
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  if (value instanceof Map) {
    const parts = [head(5, value.size)];
    for (const [key, entry] of value) parts.push(cbor(key), cbor(entry));
    return Buffer.concat(parts);
  }
  throw new Error(`cbor: cannot encode ${typeof value}`);
}

function authenticatorData(rpId: string, flags: number, counter: number, attested?: Buffer): Buffer {
  const count = Buffer.alloc(4);
  count.writeUInt32BE(counter);
  return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
}

const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

/** Answers navigator.credentials.create() for `options` (the server's registration options). */
export function createPasskey(
  options: { challenge: string; rp: { id?: string }; user: { id: string } },
  origin: string,
  ceremony: CeremonyOptions = {},
): { passkey: SoftPasskey; response: Record<string, unknown> } {
  const rpId = options.rp.id ?? new URL(origin).hostname;
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  const coseKey = cbor(
    new Map<number, unknown>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x as string, "base64url")],
      [-3, Buffer.from(jwk.y as string, "base64url")],
    ]),
  );
  const credentialId = randomBytes(ceremony.credentialIdBytes ?? 16);
  const idLength = Buffer.alloc(2);
  idLength.writeUInt16BE(credentialId.length);
  const attested = Buffer.concat([Buffer.alloc(16), idLength, credentialId, coseKey]);
  const flags = UP | AT | (ceremony.userVerified === false ? 0 : UV);
  const authData = authenticatorData(rpId, flags, 0, attested);
  const clientDataJSON = Buffer.from(
    JSON.stringify({
      type: "webauthn.create",
      challenge: options.challenge,
      origin: ceremony.origin ?? origin,
      crossOrigin: false,
    }),
  );
  const attestationObject = cbor(
    new Map<string, unknown>([
      ["fmt", "none"],
      ["attStmt", new Map()],
      ["authData", authData],
    ]),
  );
  const id = b64url(credentialId);
  return {
    passkey: { credentialId: id, privateKey, userHandle: options.user.id, rpId, counter: 0 },
    response: {
      id,
      rawId: id,
      type: "public-key",
      response: {
        clientDataJSON: b64url(clientDataJSON),
        attestationObject: b64url(attestationObject),
        transports: ["internal"],
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    },
  };
}

/**
 * Answers navigator.credentials.get() with `passkey`. Its counter goes up by
 * one each time unless `counter` sets the one reported.
 */
export function signWithPasskey(
  passkey: SoftPasskey,
  options: { challenge: string },
  origin: string,
  ceremony: CeremonyOptions & { counter?: number; userHandle?: string | null } = {},
): Record<string, unknown> {
  passkey.counter = ceremony.counter ?? passkey.counter + 1;
  const flags = UP | (ceremony.userVerified === false ? 0 : UV);
  const authData = authenticatorData(passkey.rpId, flags, passkey.counter);
  const clientDataJSON = Buffer.from(
    JSON.stringify({
      type: "webauthn.get",
      challenge: options.challenge,
      origin: ceremony.origin ?? origin,
      crossOrigin: false,
    }),
  );
  const signature = sign("sha256", Buffer.concat([authData, sha256(clientDataJSON)]), passkey.privateKey);
  const userHandle = ceremony.userHandle === undefined ? passkey.userHandle : ceremony.userHandle;
  return {
    id: passkey.credentialId,
    rawId: passkey.credentialId,
    type: "public-key",
    response: {
      clientDataJSON: b64url(clientDataJSON),
      authenticatorData: b64url(authData),
      signature: b64url(signature),
      ...(userHandle === null ? {} : { userHandle }),
    },
    clientExtensionResults: {},
    authenticatorAttachment: "platform",
  };
}
