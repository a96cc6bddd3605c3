import { describe, expect, it } from "vitest";
import { islandLoaderScript } from "./island-scripts";

/** Runs the loader as the browser would, with `document` and `import` stood in for. */
function runLoader(readyState: string) {
  const imported: string[] = [];
  const listeners: [string, () => void][] = [];
  const script = islandLoaderScript("/assets/islands-abc.js").replace("import(", "importer(");
  new Function("document", "addEventListener", "importer", script)(
    { readyState },
    (type: string, listener: () => void) => listeners.push([type, listener]),
    (url: string) => imported.push(url),
  );
  return { imported, listeners };
}

describe("the island entry's loader", () => {
  it("imports the entry once the page has loaded, not while it loads", () => {
    const { imported, listeners } = runLoader("interactive");
    expect(imported).toEqual([]);
    expect(listeners.map(([type]) => type)).toEqual(["load"]);
    listeners[0]?.[1]();
    expect(imported).toEqual(["/assets/islands-abc.js"]);
  });

  it("imports at once when the page had loaded already", () => {
    const { imported, listeners } = runLoader("complete");
    expect(imported).toEqual(["/assets/islands-abc.js"]);
    expect(listeners).toEqual([]);
  });

  it("cannot be closed early by the URL it carries", () => {
    expect(islandLoaderScript("/a</script><script>x()</script>.js")).not.toContain("</script>");
  });
});
