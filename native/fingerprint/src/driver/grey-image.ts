// The image a reader delivers: 8-bit grey, row-major, upright, dark ridges on white.

export interface GreyImage {
  readonly width: number;
  readonly height: number;
  /** width × height bytes, row by row; 0 is black, 255 white. */
  readonly pixels: Uint8Array;
}
