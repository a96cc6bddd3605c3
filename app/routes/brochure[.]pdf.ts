import { appContext } from "../lib/app-context";
import type { Route } from "./+types/brochure[.]pdf";

/** GET /brochure.pdf: the "Download Brochure" button of the corporate training page. */
export async function loader({ context }: Route.LoaderArgs) {
  const { brochure } = context.get(appContext).services;
  const pdf = await brochure.pdf();
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${brochure.fileName}"`,
      "Content-Length": String(pdf.byteLength),
      "Cache-Control": "public, max-age=3600",
    },
  });
}
