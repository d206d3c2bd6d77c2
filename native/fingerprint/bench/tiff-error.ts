/** A TIFF file the bench cannot read, with what is wrong with it. */
export class TiffError extends Error {}
