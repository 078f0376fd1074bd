import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A well-formed black PNG, one bit a pixel: a few kilobytes that would decode to
 * `width × height` pixels (a "decompression bomb" for an image decoder).
 */
export function hugePng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(1, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height); // filter 0, all black
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A photo-like JPEG (grain a little blurred, which encoders find as hard as a real photo). */
export function photoLikeJpeg(width: number, height: number): Promise<Buffer> {
  const noise = { type: 'gaussian', mean: 128, sigma: 40 } as const;
  return sharp({ create: { width, height, channels: 3, background: '#808080', noise } })
    .blur(1.2)
    .jpeg({ quality: 90 })
    .withMetadata({ exif: { IFD0: { Artist: 'Nombre del fotógrafo' } } })
    .toBuffer();
}
