import { afterEach, describe, expect, it, vi } from "vitest";
import { dismissToast, getToasts, TOAST_REMOVE_DELAY, toast } from "./use-toast";

describe("toast queue", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("keeps one toast at a time, the newest", () => {
    toast({ title: "first" });
    toast({ title: "second", variant: "destructive" });
    expect(getToasts().map((t) => [t.title, t.variant, t.open])).toEqual([
      ["second", "destructive", true],
    ]);
  });

  it("closes a dismissed toast at once and forgets it after 1,000,000 ms", () => {
    vi.useFakeTimers();
    const shown = toast({ title: "bye" });
    shown.dismiss();
    expect(getToasts().map((t) => [t.title, t.open])).toEqual([["bye", false]]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });

  it("dismisses every toast when no id is given", () => {
    toast({ title: "a" });
    dismissToast();
    expect(getToasts().every((t) => !t.open)).toBe(true);
  });
});
