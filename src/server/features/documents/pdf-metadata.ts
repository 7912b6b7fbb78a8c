import type { DocumentMeta } from "./document-meta.ts";

/**
 * The PDF's document information and its XMP metadata, which PDF/A requires to agree. pdfkit
 * would name itself as Creator and Producer and copy values into the XMP without escaping them;
 * the letter names only its title, author and subject, so its own XMP packet is written here.
 */

/** Options for the PDFDocument constructor. */
export function documentInfo(meta: DocumentMeta): PDFKit.DocumentInfo {
  /* pdfkit fails on an undefined entry, so Subject is only set when there is one. */
  return {
    Title: meta.title,
    Author: meta.author,
    ...(meta.subject ? { Subject: meta.subject } : {}),
    CreationDate: meta.createdAt ?? new Date(),
  };
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (character) => `&#${character.codePointAt(0)};`);
}

interface MetadataInternals {
  info: Record<string, unknown>;
  appendXML(xml: string, newline?: boolean): void;
  _addInfo(): void;
}

/** Drops pdfkit's Creator and Producer and writes the XMP description from the same values. */
export function applyNeutralMetadata(doc: PDFKit.PDFDocument): void {
  const target = doc as unknown as MetadataInternals;
  delete target.info.Creator;
  delete target.info.Producer;
  target._addInfo = function addInfo(this: MetadataInternals) {
    const info = this.info as { Title?: string; Author?: string; Subject?: string; CreationDate: Date };
    const alt = (value: string) => `<rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(value)}</rdf:li></rdf:Alt>`;
    const fields = [
      `<xmp:CreateDate>${info.CreationDate.toISOString().split(".")[0]}Z</xmp:CreateDate>`,
      info.Title ? `<dc:title>${alt(info.Title)}</dc:title>` : "",
      info.Author ? `<dc:creator><rdf:Seq><rdf:li>${escapeXml(info.Author)}</rdf:li></rdf:Seq></dc:creator>` : "",
      info.Subject ? `<dc:description>${alt(info.Subject)}</dc:description>` : "",
    ];
    this.appendXML(
      `<rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/">${fields.join("")}</rdf:Description>`,
    );
  };
}
