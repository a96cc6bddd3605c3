import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { TEST_ADMIN } from "./server";

export interface SpawnedServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  /** Output so far, for failure messages. */
  output(): string;
  /** SIGTERM and wait for the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  /** Removes the data directory (after stop). */
  cleanup(): void;
}

const root = path.resolve(import.meta.dirname, "../..");

/**
 * `npm start`'s command line from package.json: the environment it sets (glibc's arena limit)
 * and the node flags it passes (V8's heap limits), so a spawned bundle holds the memory it holds
 * under `npm start`. The `.env` file is left out: tests set their own environment.
 */
export function startCommand(checkout = root): {
  env: Record<string, string>;
  nodeArgs: string[];
} {
  const pkg = JSON.parse(readFileSync(path.join(checkout, "package.json"), "utf8")) as {
    scripts: { start: string };
  };
  const words = pkg.scripts.start.split(/\s+/);
  const node = words.indexOf("node");
  const env = Object.fromEntries(
    words.slice(0, node).map((word) => word.split("=") as [string, string]),
  );
  const nodeArgs = words.slice(node + 1).filter((word) => !word.startsWith("--env-file"));
  return { env, nodeArgs };
}

/** How the server process runs: from the TypeScript sources, or the bundle `npm start` runs. */
function entries(checkout: string) {
  const start = startCommand(checkout);
  return {
    source: { env: {}, args: ["--import", "tsx", "server/main.ts"] },
    bundle: { env: start.env, args: start.nodeArgs },
  };
}

/**
 * Starts the server as its own process in production mode (PGlite in a temporary DATA_DIR
 * unless env says otherwise), on an ephemeral port. `entry: "bundle"` runs exactly what
 * `npm start` runs (after `npm run build`); the default runs the sources.
 */
export async function spawnServer(
  /** Set a variable to undefined to leave it out (spawn skips undefined values). */
  env: Record<string, string | undefined> = {},
  options: {
    dataDir?: string;
    entry?: keyof ReturnType<typeof entries>;
    /** Another checkout of Kazi (built) to run instead of this one: benchmarks compare two. */
    checkout?: string;
  } = {},
): Promise<SpawnedServer> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), "kazi-e2e-"));
  const checkout = options.checkout ?? root;
  const entry = entries(checkout)[options.entry ?? "source"];
  const child = spawn(process.execPath, entry.args, {
    cwd: checkout,
    env: {
      ...process.env,
      ...entry.env,
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ADMIN_USERNAME: TEST_ADMIN.username,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const check = () => {
      const match = /Kazi is up: (http:\/\/[^\s]+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on("data", check);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    dataDir,
    process: child,
    output: () => output,
    stop(signal = "SIGTERM") {
      // A process killed by a signal has no exit code, only a signal code.
      if (child.exitCode !== null || child.signalCode !== null) {
        return Promise.resolve(child.exitCode);
      }
      return new Promise((resolve) => {
        child.once("exit", (code) => resolve(code));
        child.kill(signal);
      });
    },
    cleanup() {
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
