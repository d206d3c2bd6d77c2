// PNG output for reader images.

export { crc32 } from './crc32.ts';
export { encodePng } from './encode-png.ts';
