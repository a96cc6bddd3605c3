import type { Package, Price, PriceUnit, Revisions } from "./types";

/**
 * Formatting of the copy's numbers, shared by pages, the assistant and the brochure so a
 * price reads the same everywhere. Thousands use a comma, as Kenyan price lists do.
 */
let shillings: Intl.NumberFormat | undefined;

/**
 * 2500 -> "2,500". The formatter is made on first use, not when the module loads: making one
 * loads the locale's data, about 100 ms of a phone's main thread, and the browser loads this
 * module with the chat panel, which formats no price (ADR 023, amendment 3).
 */
export function formatAmount(amount: number): string {
  shillings ??= new Intl.NumberFormat("en-KE", { maximumFractionDigits: 0 });
  return shillings.format(amount);
}

/** { amount: 2500 } -> "KSh 2,500"; { from: 25000, to: 35000 } -> "KSh 25,000 - 35,000" */
export function formatPrice(price: Price): string {
  return "amount" in price
    ? `KSh ${formatAmount(price.amount)}`
    : `KSh ${formatAmount(price.from)} - ${formatAmount(price.to)}`;
}

const unitLabels: Record<PriceUnit, string> = {
  package: "",
  page: "per page",
  document: "per document",
  session: "per session",
};

/** "page" -> "per page"; a whole package has no label. */
export function unitLabel(unit: PriceUnit): string {
  return unitLabels[unit];
}

/** "KSh 500 per page" */
export function formatPriceWithUnit(price: Price, unit: PriceUnit): string {
  const label = unitLabel(unit);
  return label ? `${formatPrice(price)} ${label}` : formatPrice(price);
}

/** 1 -> "1 revision", 2 -> "2 revisions", "unlimited" -> "Unlimited revisions" */
export function formatRevisions(revisions: Revisions): string {
  if (revisions === "unlimited") return "Unlimited revisions";
  return `${revisions} ${revisions === 1 ? "revision" : "revisions"}`;
}

/** 48 -> "48-hour delivery"; {from: 24, to: 48} -> "24-48 hour delivery" */
export function formatDelivery(hours: NonNullable<Package["deliveryHours"]>): string {
  return typeof hours === "number"
    ? `${hours}-hour delivery`
    : `${hours.from}-${hours.to} hour delivery`;
}

/** The lowest amount of a price, for structured data and sorting. */
export function lowestAmount(price: Price): number {
  return "amount" in price ? price.amount : price.from;
}

/** Keeps only the digits of a phone number: "+254 712 345 678" -> "254712345678". */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, "");
}

/** https://wa.me/{digits}?text={encoded}: the chat's hand-over link to WhatsApp. */
export function whatsappLink(number: string, text: string): string {
  return `https://wa.me/${phoneDigits(number)}?text=${encodeURIComponent(text)}`;
}
