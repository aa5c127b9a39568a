/**
 * /credit-guide.pdf: a resource route whose loader React Router runs at build
 * time (the path is in the prerender list), writing the PDF to
 * build/client/credit-guide.pdf. The privacy page links to it.
 */
import { buildCreditGuidePdf } from "#app/features/credit-guide/credit-guide-pdf.server.ts";

export async function loader() {
  const bytes = await buildCreditGuidePdf();
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": 'inline; filename="credit-guide.pdf"',
    },
  });
}
