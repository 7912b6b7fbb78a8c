/** A page of an uploaded file as the case record shows it: a JPEG, and the size it is drawn at in points. */
export interface PageImage {
  jpeg: Uint8Array;
  width: number;
  height: number;
}

/** Dots per inch of the record's page pictures. */
export const RECORD_DPI = 150;

/**
 * Where the case record places an uploaded image: inside a Letter page's margins (54 pt), above
 * the page number (18 pt). Never enlarged past one point per pixel, as before pictures were redrawn.
 */
export const RECORD_IMAGE_BOX = { width: 612 - 2 * 54, height: 792 - 2 * 54 - 18 };

/** What the case record draws for one evidence file: pictures of its first pages, and how many it has (0: none could be drawn). */
export interface RecordPages {
  pageCount: number;
  pages: PageImage[];
}
