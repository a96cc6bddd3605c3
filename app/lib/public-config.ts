import type { Services } from "../../server/services";

/** Configuration the browser may see: never secrets. Sent with the root loader's data. */
export interface PublicConfig {
  siteName: string;
  siteUrl: string;
  contactPhone: string;
  /** WHATSAPP_NUMBER reduced to digits, ready for https://wa.me/{digits}. */
  whatsappDigits: string;
}

export function publicConfigOf(config: Services["config"]): PublicConfig {
  return {
    siteName: config.SITE_NAME,
    siteUrl: config.SITE_URL,
    contactPhone: config.CONTACT_PHONE,
    whatsappDigits: config.WHATSAPP_NUMBER.replace(/\D/g, ""),
  };
}
