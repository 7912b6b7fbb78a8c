/** The number of pages of a PDF this renderer made (pdfkit writes every page object uncompressed). */
export function countPdfPages(pdf: Buffer): number {
  return pdf.toString("latin1").match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;
}
