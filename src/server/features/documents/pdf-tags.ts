/**
 * The PDF's structure tree (tagged PDF): every piece of the letter is drawn inside an element
 * of the right type (P, H2, L > LI > Lbl + LBody, BlockQuote, Figure), so screen readers and
 * text extraction read it as paragraphs, headings and lists. Page numbers and rules are artifacts.
 */
export type StructParent = PDFKit.PDFStructureElement;

/** The document's root element. */
export function structureRoot(doc: PDFKit.PDFDocument): StructParent {
  const root = doc.struct("Document");
  doc.addStructure(root);
  return root;
}

/** An element with no content of its own (L, LI, BlockQuote), added to `parent`. */
export function group(doc: PDFKit.PDFDocument, parent: StructParent, type: string, lang?: string): StructParent {
  const element = lang === undefined ? doc.struct(type) : doc.struct(type, { lang });
  parent.add(element);
  return element;
}

/** An element whose content is what `draw` draws (it may run over a page break). */
export function tagged(
  doc: PDFKit.PDFDocument,
  parent: StructParent,
  type: string,
  draw: () => void,
  options: { alt?: string } = {},
): void {
  const element = doc.struct(type, options);
  parent.add(element);
  element.add(draw);
  element.end();
}
