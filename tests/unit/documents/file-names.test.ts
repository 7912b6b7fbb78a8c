import { describe, expect, it } from "vitest";
import { letterDocumentMeta } from "../../../src/server/features/documents/document-meta.ts";
import {
  fileFormatFromParam,
  LETTER_CONTENT_TYPES,
  letterFileName,
} from "../../../src/server/features/documents/file-names.ts";

describe("letter file names", () => {
  it("follows the spec's names", () => {
    expect(letterFileName(12, "pdf")).toBe("demand-letter-12.pdf");
    expect(letterFileName(12, "docx")).toBe("demand-letter-12.docx");
    expect(letterFileName(7, "docx", "admin-letter")).toBe("admin-letter-7.docx");
  });

  it("has the right content types and maps the download call's format", () => {
    expect(LETTER_CONTENT_TYPES.pdf).toBe("application/pdf");
    expect(LETTER_CONTENT_TYPES.docx).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    expect(fileFormatFromParam("word")).toBe("docx");
    expect(fileFormatFromParam("pdf")).toBe("pdf");
  });

  it("titles a letter's files by its number and names the sender as author", () => {
    expect(letterDocumentMeta(12, "Zoë Łukasz")).toMatchObject({
      title: "Demand for reinstatement — Letter #12",
      author: "Zoë Łukasz",
    });
  });
});
