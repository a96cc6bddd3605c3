import { useRouteLoaderData } from "react-router";
import { whatsappLink } from "../../content/format";
import type { PublicConfig } from "./public-config";

/** Fallback used only if the root loader's data is missing (an error page before it loaded). */
const fallback: PublicConfig = {
  siteName: "Kazi Career Services",
  siteUrl: "http://localhost:3000",
  contactPhone: "+254 712 345 678",
  whatsappDigits: "254712345678",
};

interface RootData {
  publicConfig: PublicConfig;
}

/** Brand, site address, phone and WhatsApp number from server config (root loader). */
export function usePublicConfig(): PublicConfig {
  const data = useRouteLoaderData("root") as RootData | undefined;
  return data?.publicConfig ?? fallback;
}

/** The root loader's config as seen from a route's meta() `matches`. */
export function publicConfigOfMatches(
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
): PublicConfig {
  const root = matches.find((m) => m?.id === "root")?.loaderData as RootData | undefined;
  return root?.publicConfig ?? fallback;
}

/** A wa.me link to the configured WhatsApp number with prefilled text. */
export function useWhatsappLink(text: string): string {
  return whatsappLink(usePublicConfig().whatsappDigits, text);
}
