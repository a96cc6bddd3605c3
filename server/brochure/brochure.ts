import { renderToBuffer } from "@react-pdf/renderer";
import { createElement } from "react";
import { brochure } from "../../content/brochure";
import type { Config } from "../config";
import { BrochureDocument } from "./brochure-document";

/**
 * The downloadable brochure, built from content/ and config. Rendered once, on first
 * request, then served from memory: content only changes with a deploy.
 */
export function createBrochure(config: Pick<Config, "SITE_NAME" | "SITE_URL" | "CONTACT_PHONE">) {
  let rendering: Promise<Buffer> | undefined;
  return {
    fileName: brochure.fileName,
    pdf(): Promise<Buffer> {
      rendering ??= renderToBuffer(
        createElement(BrochureDocument, {
          contact: {
            siteName: config.SITE_NAME,
            siteUrl: config.SITE_URL,
            phone: config.CONTACT_PHONE,
          },
        }) as Parameters<typeof renderToBuffer>[0],
      ).catch((error: unknown) => {
        rendering = undefined; // let the next request try again
        throw error;
      });
      return rendering;
    },
  };
}
