/**
 * At most `max` page renders at once; the others wait their turn in arrival order. A render is
 * CPU work plus the memory of everything it holds until its HTML has been written out, so 50
 * connections rendering at once are no faster on a small server than a few at a time, and they
 * hold the memory of 50 renders. A render keeps its place until its body has been read to the
 * end or cancelled (the client went away), not just until the first byte.
 */
export function createRenderGate(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];

  const acquire = (): Promise<void> => {
    if (running < max) {
      running++;
      return Promise.resolve();
    }
    return new Promise((resolve) => waiting.push(resolve));
  };
  /** Hands the place to the next in line, or frees it. */
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };

  return {
    /**
     * Renders when a place is free. A request abandoned while it waited is not rendered: it gets
     * 499 (nginx's "client closed request"), which nobody reads.
     */
    async run(render: () => Promise<Response>, signal?: AbortSignal): Promise<Response> {
      await acquire();
      if (signal?.aborted) {
        release();
        return new Response(null, { status: 499 });
      }
      let response: Response;
      try {
        response = await render();
      } catch (err) {
        release();
        throw err;
      }
      return releasedWhenRead(response, release);
    },
  };
}

export type RenderGate = ReturnType<typeof createRenderGate>;

/** The same response, whose body calls `release` once, when read to the end or cancelled. */
function releasedWhenRead(response: Response, release: () => void): Response {
  const source = response.body;
  if (!source) {
    release();
    return response;
  }
  let released = false;
  const releaseOnce = () => {
    if (released) return;
    released = true;
    release();
  };
  const reader = source.getReader();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          releaseOnce();
          controller.close();
        } else {
          controller.enqueue(value);
        }
      } catch (err) {
        releaseOnce();
        controller.error(err);
      }
    },
    cancel(reason) {
      releaseOnce();
      return reader.cancel(reason);
    },
  });
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}
