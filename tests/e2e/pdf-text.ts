// Reads what a PDF holds, to check a printed page the way a person would read it: page count,
// page sizes and the text of each page (PDF text is glyph codes, so a parser is needed).
type PdfPage = { width: number; height: number; text: string };

export async function readPdf(data: Buffer): Promise<PdfPage[]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await getDocument({
    data: new Uint8Array(data),
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  const pages: PdfPage[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    const { width, height } = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
    pages.push({
      width: Math.round(width),
      height: Math.round(height),
      text: text.replace(/\s+/g, ' '),
    });
  }
  await pdf.destroy();
  return pages;
}
