import { createElement } from "react";
import { brochure } from "../../content/brochure";
import type { Config } from "../config";

type BrochureContact = Pick<Config, "SITE_NAME" | "SITE_URL" | "CONTACT_PHONE">;

/** The PDF renderer is loaded on the first download, not at start (it is large and rarely used). */
async function renderBrochure(config: BrochureContact): Promise<Buffer> {
  const [{ renderToBuffer }, { BrochureDocument }] = await Promise.all([
    import("@react-pdf/renderer"),
    import("./brochure-document"),
  ]);
  return renderToBuffer(
    createElement(BrochureDocument, {
      contact: {
        siteName: config.SITE_NAME,
        siteUrl: config.SITE_URL,
        phone: config.CONTACT_PHONE,
      },
    }) as Parameters<typeof renderToBuffer>[0],
  );
}

/**
 * The downloadable brochure, built from content/ and config. Rendered once, on first
 * request, then served from memory: content only changes with a deploy.
 */
export function createBrochure(config: BrochureContact) {
  let rendering: Promise<Buffer> | undefined;
  return {
    fileName: brochure.fileName,
    pdf(): Promise<Buffer> {
      rendering ??= renderBrochure(config).catch((error: unknown) => {
        rendering = undefined; // let the next request try again
        throw error;
      });
      return rendering;
    },
  };
}
