/** `pieces` as one array of bytes (a body read chunk by chunk, a chunk and its replacements). */
export function concatBytes(pieces: ReadonlyArray<Uint8Array>): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(pieces.reduce((total, piece) => total + piece.byteLength, 0));
  let offset = 0;
  for (const piece of pieces) {
    bytes.set(piece, offset);
    offset += piece.byteLength;
  }
  return bytes;
}
