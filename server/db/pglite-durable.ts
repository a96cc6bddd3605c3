import { fsyncSync } from "node:fs";
import type { PGlite, PGliteOptions } from "@electric-sql/pglite";
import { NodeFS } from "@electric-sql/pglite/nodefs";

/**
 * PGlite, as shipped, starts PostgreSQL with `-F` (fsync off) and its Node filesystem has no
 * fsync at all: a commit reaches the OS page cache, which survives a killed process but not a
 * power cut or a kernel crash. Kazi acknowledges a contact message or a chat turn only once it
 * is durable, so we turn fsync back on and route it to a real fsync(2) (ADR 006).
 */

/** PGlite's default start parameters (0.5.x) without `-F`, plus fsync on for every commit. */
export const durableStartParams = [
  "--single",
  "-O",
  "-j",
  "-c",
  "search_path=public",
  "-c",
  "exit_on_error=false",
  "-c",
  "log_checkpoints=false",
  "-c",
  "max_worker_processes=0",
  "-c",
  "max_parallel_workers=0",
  "-c",
  "max_parallel_workers_per_gather=0",
  "-c",
  "io_method=sync",
  "-c",
  "max_parallel_maintenance_workers=0",
  "-c",
  "fsync=on",
  // PostgreSQL's default 128 MB of shared buffers is WebAssembly memory that never shrinks; a
  // consultancy's database is a few MB and its files stay in the OS page cache anyway. Every
  // buffer is touched at start, so each MB is resident: 16 MB holds 20-35 MB less than 32 MB
  // did (a bare PGlite on a migrated directory, ADR 022).
  "-c",
  "shared_buffers=16MB",
  // Emscripten's fdatasync is a no-op; fsync goes through the filesystem's stream_ops.fsync.
  "-c",
  "wal_sync_method=fsync",
];

interface EmscriptenStream {
  nfd?: number;
}
interface EmscriptenModule {
  NODEFS?: { stream_ops: { fsync?: (stream: EmscriptenStream) => number } };
  wasmMemory?: WebAssembly.Memory;
}

/**
 * NodeFS whose fsync is a real fsync(2) of the file PostgreSQL asked to flush. It also keeps
 * the module's WebAssembly memory, which PGlite does not expose, so its size can be reported.
 */
class DurableNodeFS extends NodeFS {
  wasmMemory: WebAssembly.Memory | undefined;

  override async init(pg: PGlite, opts: Parameters<NodeFS["init"]>[1]) {
    const result = await super.init(pg, opts);
    const preRun = result.emscriptenOpts.preRun ?? [];
    result.emscriptenOpts.preRun = [
      ...preRun,
      (mod: unknown) => {
        const emscripten = mod as EmscriptenModule;
        this.wasmMemory = emscripten.wasmMemory;
        const nodefs = emscripten.NODEFS;
        if (!nodefs) throw new Error("PGlite changed: NODEFS is missing, fsync cannot be wired");
        nodefs.stream_ops.fsync = (stream) => {
          if (typeof stream.nfd === "number") fsyncSync(stream.nfd);
          return 0;
        };
      },
    ];
    return result;
  }
}

/**
 * Options for a file-backed PGlite that fsyncs every commit, and a reading of the size of its
 * WebAssembly memory (undefined until the module has started).
 */
export function durablePgliteOptions(dataPath: string): {
  options: PGliteOptions;
  wasmMemoryBytes: () => number | undefined;
} {
  const fs = new DurableNodeFS(dataPath);
  return {
    options: { fs, startParams: durableStartParams },
    wasmMemoryBytes: () => fs.wasmMemory?.buffer.byteLength,
  };
}
