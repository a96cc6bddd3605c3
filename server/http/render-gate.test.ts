import { describe, expect, it } from "vitest";
import { createRenderGate } from "./render-gate";

/** A render that stays open until `finish` is called, counting how many run at once. */
function renders() {
  let running = 0;
  let most = 0;
  const finishers: (() => void)[] = [];
  return {
    most: () => most,
    running: () => running,
    finishAll: () => {
      for (const finish of finishers.splice(0)) finish();
    },
    render: async () => {
      running++;
      most = Math.max(most, running);
      await new Promise<void>((resolve) => finishers.push(resolve));
      running--;
      return new Response("<p>page</p>");
    },
  };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe("render gate", () => {
  it("runs at most `max` renders at once and starts the rest in arrival order", async () => {
    const gate = createRenderGate(2);
    const pages = renders();
    const order: number[] = [];
    const answers = [1, 2, 3, 4, 5].map((n) =>
      gate
        .run(() => {
          order.push(n);
          return pages.render();
        })
        .then((response) => response.text()),
    );
    for (let i = 0; i < 5; i++) {
      await turn();
      expect(pages.running()).toBeLessThanOrEqual(2);
      pages.finishAll();
    }
    expect(await Promise.all(answers)).toEqual(Array(5).fill("<p>page</p>"));
    expect(pages.most()).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 5]);
  });

  it("holds a render's place until its body has been read", async () => {
    const gate = createRenderGate(1);
    let started = 0;
    const render = async () => {
      started++;
      return new Response("<p>streamed</p>");
    };
    const first = await gate.run(render);
    const second = gate.run(render);
    await turn();
    expect(started).toBe(1);
    expect(await first.text()).toBe("<p>streamed</p>");
    expect(await (await second).text()).toBe("<p>streamed</p>");
    expect(started).toBe(2);
  });

  it("frees the place when the body is cancelled, the render throws or there is no body", async () => {
    const gate = createRenderGate(1);
    const cancelled = await gate.run(async () => new Response("<p>left</p>"));
    await cancelled.body?.cancel();
    await expect(gate.run(() => Promise.reject(new Error("render failed")))).rejects.toThrow(
      "render failed",
    );
    const head = await gate.run(async () => new Response(null, { status: 204 }));
    expect(head.status).toBe(204);
    const last = await gate.run(async () => new Response("<p>last</p>", { status: 404 }));
    expect(last.status).toBe(404);
    expect(await last.text()).toBe("<p>last</p>");
  });

  it("does not render for a request abandoned while it waited", async () => {
    const gate = createRenderGate(1);
    const pages = renders();
    const first = gate.run(pages.render);
    const abandoned = new AbortController();
    let rendered = false;
    const waiting = gate.run(async () => {
      rendered = true;
      return new Response("never");
    }, abandoned.signal);
    abandoned.abort();
    await turn();
    pages.finishAll();
    await (await first).text();
    const answer = await waiting;
    expect(rendered).toBe(false);
    expect(answer.status).toBe(499);
  });
});
