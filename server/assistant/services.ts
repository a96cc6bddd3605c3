import {
  type ContactServiceValue,
  type ServiceId as ContentServiceId,
  contactServiceOptions,
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

/** Option value -> label as visitors and staff see it ("CV Writing & Career Services"). */
export const serviceLabels = Object.fromEntries(
  contactServiceOptions.map((o) => [o.value, o.label]),
) as Record<ServiceId, string>;

/** The option a catalogue service is filed under (content decides: LinkedIn, interviews...). */
export function optionOf(id: CatalogServiceId): ServiceId {
  return contentServices.find((s) => s.id === id)?.contactOption ?? "cv-writing";
}

/**
 * Which option each finer catalogue service is filed under, in words for the model's system
 * prompt ("Cover Letters and Interview Coaching belong to cv-writing. ..."). Read from content/
 * so the LLM files an interest exactly where the offline engine's extraction does.
 */
export function filingSentence(): string {
  const byOption = new Map<ServiceId, string[]>();
  for (const service of contentServices) {
    if (service.id === service.contactOption) continue;
    byOption.set(service.contactOption, [
      ...(byOption.get(service.contactOption) ?? []),
      service.name,
    ]);
  }
  const list = (names: string[]) =>
    names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : names.join("");
  return [...byOption]
    .map(([option, names]) => `${list(names)} belong${names.length > 1 ? "" : "s"} to ${option}.`)
    .join(" ");
}

export { contentServices as catalog };
