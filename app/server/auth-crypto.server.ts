/**
 * Small crypto helpers of the sign-in code (issue 4 §3, §5, §6), on Web Crypto only (workerd and Node).
 */

const encoder = new TextEncoder();

export function toBase64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function toHex(bytes: ArrayBuffer): string {
  return [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** `bytes` random bytes from the CSPRNG, base64url (16 bytes = 128 bits for ids, 32 for tokens). */
export function randomToken(bytes = 16): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(bytes)));
}

/**
 * `length` decimal digits from the CSPRNG, each uniform: values ≥ the largest multiple of 10 below
 * 2^32 are drawn again, so there is no modulo bias.
 */
export function randomDigits(length: number): string {
  const limit = 4_294_967_290; // 10 × ⌊2^32 / 10⌋
  let digits = '';
  while (digits.length < length) {
    for (const value of crypto.getRandomValues(new Uint32Array(length))) {
      if (value < limit && digits.length < length) digits += String(value % 10);
    }
  }
  return digits;
}

/** HMAC-SHA-256 of `message` under `secret`, hex. */
export async function hmacHex(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return toHex(await crypto.subtle.sign('HMAC', key, encoder.encode(message)));
}

/** Equality whose time depends only on the length, never on where the strings first differ. */
export function constantTimeEqual(a: string, b: string): boolean {
  // Lengths are not secret here (hex digests of one size); only the content is.
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}
