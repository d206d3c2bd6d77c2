// PNG output for reader images, and input for prints stored on disk.

export { crc32 } from './crc32.ts';
export { decodePng, PngFormatError } from './decode-png.ts';
export { encodePng } from './encode-png.ts';
