/** A page of an uploaded file as the case record shows it: a JPEG, and the size it is drawn at in points. */
export interface PageImage {
  jpeg: Uint8Array;
  width: number;
  height: number;
}

/**
 * Dots per inch of the record's page pictures: sized for a judge reading a screen or a printout,
 * not for a printer's plate (decision 0036). A Letter page is 850 × 1100 pixels.
 */
export const RECORD_DPI = 100;
export const RECORD_JPEG_QUALITY = 75;
/** Bytes of page pictures one upload may keep: pages past it are left out, and the record says so. */
export const UPLOAD_PICTURES_BUDGET = 4 * 1024 * 1024;
/** Bytes of evidence pictures one case record may carry, all files together. */
export const RECORD_PICTURES_BUDGET = 16 * 1024 * 1024;

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
