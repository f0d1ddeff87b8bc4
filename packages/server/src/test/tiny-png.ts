import zlib from 'node:zlib';

/**
 * A valid 1x1 RGB PNG, built chunk by chunk (signature, IHDR, IDAT, IEND) with real
 * CRCs: a real image for upload tests, server and browser alike (it needs nothing but
 * node:zlib, so the browser tests can import it).
 */
export function tinyPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  const pixels = zlib.deflateSync(Buffer.from([0, 0x2e, 0xcc, 0x71])); // filter byte, then one pixel
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
