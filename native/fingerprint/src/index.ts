// Fingerprint reader drivers and the matching engine: the package's public face, one block per
// part (readers, template format, engine, synthetic prints).

export * from './driver/index.ts';
export type { Minutia, MinutiaType } from './template/minutia.ts';
export * from './template/index.ts';
export * from './synthetic/index.ts';
export * from './png/index.ts';
export * from './sample.ts';
export * from './virtual-reader/index.ts';
export * from './engine/index.ts';
