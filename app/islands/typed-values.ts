type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Kinds of input whose `value` is not what the visitor typed or picked. */
const NOT_TYPED = new Set(["hidden", "checkbox", "radio", "file", "submit", "button", "reset"]);

/** The value the server's HTML gave the field. */
function serverValue(field: Field): string {
  if (!(field instanceof HTMLSelectElement)) return field.defaultValue;
  const options = [...field.options];
  return (options.find((o) => o.defaultSelected) ?? options[0])?.value ?? "";
}

/**
 * What the visitor typed into an island's fields before it hydrated, and a way to hand it to
 * the island: a controlled field hydrates with its state (empty) and would send that, or show
 * it at its next render. Handing it over is what typing does: the value, then an input event.
 */
export function keepTypedValues(root: HTMLElement): () => void {
  const typed = [...root.querySelectorAll<Field>("input, textarea, select")]
    .filter((field) => !(field instanceof HTMLInputElement && NOT_TYPED.has(field.type)))
    .map((field) => ({ field, value: field.value }))
    .filter(({ field, value }) => value !== serverValue(field));
  return () => {
    for (const { field, value } of typed) {
      if (!field.isConnected) continue;
      // React tracks the last value it saw through the element's own setter, and reports a
      // change only against it: reset the tracked value, then set the typed one past it.
      field.value = serverValue(field);
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set?.call(
        field,
        value,
      );
      const kind = field instanceof HTMLSelectElement ? "change" : "input";
      field.dispatchEvent(new Event(kind, { bubbles: true }));
    }
  };
}
