import { describe, expect, it } from "vitest";
import { IMAGE_PAINT_WAIT_MS, islandLoaderScript, PAINT_WAIT_CAP_MS } from "./island-scripts";

interface FakeImage {
  complete: boolean;
  top: number;
  src: string;
  listeners: Map<string, () => void>;
}

interface Entry {
  name?: string;
  startTime?: number;
  responseEnd?: number;
}

const image = (src: string, top: number, complete = false): FakeImage => ({
  complete,
  top,
  src,
  listeners: new Map(),
});

/**
 * Runs the loader as a browser would, with the page, frames, timers, paint reports and `import`
 * stood in for; `reports: false` is a browser without paint reports.
 */
function runLoader(
  readyState: string,
  { images = [] as FakeImage[], reports = true, resources = [] as Entry[] } = {},
) {
  const imported: string[] = [];
  const listeners: [string, () => void][] = [];
  const frames: (() => void)[] = [];
  const timers: [() => void, number][] = [];
  const observers: { type: string; callback: (list: { getEntries(): Entry[] }) => void }[] = [];
  const buffered = new Map<string, Entry[]>();
  let now = 0;
  class FakeObserver {
    static supportedEntryTypes = ["paint", "largest-contentful-paint", "resource"];
    constructor(private callback: (list: { getEntries(): Entry[] }) => void) {}
    observe({ type }: { type: string }) {
      const observer = { type, callback: this.callback };
      observers.push(observer);
      const past = buffered.get(type) ?? [];
      if (past.length) this.callback({ getEntries: () => past });
    }
    disconnect() {
      observers.splice(
        observers.findIndex((o) => o.callback === this.callback),
        1,
      );
    }
  }
  const script = islandLoaderScript("/assets/islands-abc.js").replace("import(", "importer(");
  const document = {
    readyState,
    images: images.map((img) => ({
      get complete() {
        return img.complete;
      },
      currentSrc: img.src,
      getBoundingClientRect: () => ({ top: img.top, bottom: img.top + 100, left: 0, right: 300 }),
      addEventListener: (type: string, listener: () => void) => img.listeners.set(type, listener),
    })),
  };
  const performance = {
    now: () => now,
    getEntriesByName: (name: string) => resources.filter((r) => r.name === name),
  };
  new Function(
    "document",
    "addEventListener",
    "requestAnimationFrame",
    "setTimeout",
    "innerHeight",
    "innerWidth",
    "PerformanceObserver",
    "performance",
    "importer",
    script,
  )(
    document,
    (type: string, listener: () => void) => listeners.push([type, listener]),
    (frame: () => void) => frames.push(frame),
    (timer: () => void, ms: number) => timers.push([timer, ms]),
    800,
    400,
    reports ? FakeObserver : undefined,
    performance,
    (url: string) => imported.push(url),
  );
  return {
    imported,
    timers,
    load: () => {
      for (const [type, listener] of listeners) if (type === "load") listener();
    },
    /** Runs the frames due now, as the browser does before painting (not those they request). */
    frame: () => {
      for (const f of frames.splice(0)) f();
    },
    /** The browser reports a paint entry (buffered for observers that come later). */
    report: (type: string, entry: Entry) => {
      buffered.set(type, [...(buffered.get(type) ?? []), entry]);
      for (const o of observers.filter((o) => o.type === type))
        o.callback({ getEntries: () => [entry] });
    },
    at: (ms: number) => {
      now = ms;
    },
    /** Runs the timers set with exactly `ms`. */
    elapse: (ms: number) => {
      for (const [timer, delay] of timers) if (delay === ms) timer();
    },
  };
}

const FCP = { name: "first-contentful-paint", startTime: 150 };
const ENTRY = "/assets/islands-abc.js";

describe("the island entry's loader", () => {
  it("waits for the load event, then for the first contentful paint's report", () => {
    const page = runLoader("interactive");
    page.report("paint", FCP);
    expect(page.imported).toEqual([]);
    page.load();
    expect(page.imported).toEqual([ENTRY]);
  });

  it("after load, imports once the first contentful paint is reported, not before", () => {
    const page = runLoader("complete");
    page.frame();
    page.frame();
    expect(page.imported).toEqual([]);
    page.report("paint", FCP);
    expect(page.imported).toEqual([ENTRY]);
  });

  it("waits for images in view still loading (lazy ones) and their largest-paint report", () => {
    const hero = image("/hero.svg", 200);
    const below = image("/below.svg", 2000);
    const page = runLoader("complete", { images: [hero, below] });
    page.report("largest-contentful-paint", { startTime: 150 });
    page.report("paint", FCP);
    expect(page.imported).toEqual([]);
    expect(below.listeners.size).toBe(0);
    page.at(300);
    hero.listeners.get("load")?.();
    expect(page.imported).toEqual([]);
    page.report("largest-contentful-paint", { startTime: 320 });
    expect(page.imported).toEqual([ENTRY]);
  });

  it("waits for the paint of an image in view that loaded after the first paint", () => {
    const hero = image("/hero.svg", 200, true);
    const resources = [{ name: "/hero.svg", responseEnd: 300 }];
    const page = runLoader("complete", { images: [hero], resources });
    page.report("largest-contentful-paint", { startTime: 150 });
    page.report("paint", FCP);
    expect(page.imported).toEqual([]);
    page.report("largest-contentful-paint", { startTime: 320 });
    expect(page.imported).toEqual([ENTRY]);
  });

  it("does not wait for an image painted with the first paint", () => {
    const logo = image("/logo.svg", 0, true);
    const resources = [{ name: "/logo.svg", responseEnd: 100 }];
    const page = runLoader("complete", { images: [logo], resources });
    page.report("largest-contentful-paint", { startTime: 150 });
    page.report("paint", FCP);
    expect(page.imported).toEqual([ENTRY]);
  });

  it("gives up on the largest-paint report of an image that was not the largest", () => {
    const hero = image("/hero.svg", 200);
    const page = runLoader("complete", { images: [hero] });
    page.report("paint", FCP);
    page.at(300);
    hero.listeners.get("error")?.();
    expect(page.imported).toEqual([]);
    page.elapse(IMAGE_PAINT_WAIT_MS);
    expect(page.imported).toEqual([ENTRY]);
  });

  it("imports anyway, once, when no paint is reported in time (a hidden tab)", () => {
    const page = runLoader("complete");
    expect(page.timers.map(([, ms]) => ms)).toEqual([PAINT_WAIT_CAP_MS]);
    page.elapse(PAINT_WAIT_CAP_MS);
    expect(page.imported).toEqual([ENTRY]);
    page.report("paint", FCP);
    expect(page.imported).toEqual([ENTRY]);
  });

  it("waits two animation frames where the browser reports no paints", () => {
    const page = runLoader("complete", { reports: false });
    page.frame();
    expect(page.imported).toEqual([]);
    page.frame();
    expect(page.imported).toEqual([ENTRY]);
  });

  it("cannot be closed early by the URL it carries", () => {
    expect(islandLoaderScript("/a</script><script>x()</script>.js")).not.toContain("</script>");
  });
});
