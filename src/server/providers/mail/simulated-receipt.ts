/**
 * The simulated mailer's stand-in for a USPS electronic return receipt: one page that says on its
 * face, in red, that it is simulated, that USPS issued nothing and that nothing was mailed.
 */
export async function simulatedReturnReceipt(facts: {
  trackingNumber: string;
  job: string;
  deliveredAt: Date;
}): Promise<Buffer> {
  /* Loaded on first use: the server's own thread keeps pdf-lib out of its heap until a receipt is made (decision 0072). */
  const { PDFDocument, rgb, StandardFonts } = await import("pdf-lib");
  const pdf = await PDFDocument.create();
  pdf.setTitle("Simulated return receipt — not issued by USPS");
  pdf.setCreationDate(facts.deliveredAt);
  pdf.setModificationDate(facts.deliveredAt);
  pdf.setProducer("");
  pdf.setCreator("");
  const page = pdf.addPage([612, 792]);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const red = rgb(0.7, 0.05, 0.05);
  let y = 720;
  const line = (text: string, options: { size?: number; font?: typeof regular; color?: typeof red } = {}) => {
    const size = options.size ?? 12;
    page.drawText(text, { x: 60, y, size, font: options.font ?? regular, color: options.color ?? rgb(0, 0, 0) });
    y -= size * 1.7;
  };
  page.drawRectangle({ x: 48, y: 640, width: 516, height: 104, borderColor: red, borderWidth: 3 });
  line("SIMULATED — NOT ISSUED BY USPS", { size: 24, font: bold, color: red });
  line("This server uses a simulated mailer for trying the service.", { color: red });
  line("No letter was printed or mailed, and no one signed for it.", { color: red });
  y = 600;
  line("Simulated electronic return receipt", { size: 16, font: bold });
  line(`Simulated tracking number: ${facts.trackingNumber}`);
  line(`Job: ${facts.job}`);
  line(`Simulated delivery: ${facts.deliveredAt.toISOString().replace("T", " ").slice(0, 16)} UTC`);
  line("Signature: none (simulated)");
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}
