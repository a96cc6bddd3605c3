import {
  type ContactServiceValue,
  type ServiceId as ContentServiceId,
  services as contentServices,
} from "../../content";
import type { ServiceId } from "./types";

/** A service of the catalogue in content/ (finer than the six options, e.g. LinkedIn). */
export type CatalogServiceId = ContentServiceId;

// The assistant's six options are the contact form's: a compile-time check that they agree.
const sameOptions: [ServiceId, ContactServiceValue] extends [ContactServiceValue, ServiceId]
  ? true
  : never = true;
void sameOptions;

/** The option a catalogue service is filed under (content decides: LinkedIn, interviews...). */
export function optionOf(id: CatalogServiceId): ServiceId {
  return contentServices.find((s) => s.id === id)?.contactOption ?? "cv-writing";
}

/** The services in words, in the order given: "LinkedIn Optimization and CV Writing". */
export function serviceNames(ids: readonly CatalogServiceId[], and = "and"): string {
  const names = ids.map((id) => contentServices.find((s) => s.id === id)?.name ?? id);
  return names.length > 1
    ? `${names.slice(0, -1).join(", ")} ${and} ${names.at(-1)}`
    : names.join("");
}

export { contentServices as catalog };
