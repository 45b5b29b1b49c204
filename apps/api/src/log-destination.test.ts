import {
  closeSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import {
  blockWrittenLog,
  LOG_BLOCK_CHARS,
  LOG_FLUSH_MS,
} from "./log-destination.js";

/** A block-written log to a fresh file, and a reader of what has reached the file. */
function logToFile() {
  const dir = mkdtempSync(join(tmpdir(), "uktax-log-"));
  const file = join(dir, "log");
  const fd = openSync(file, "w");
  onTestFinished(() => {
    closeSync(fd);
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    log: blockWrittenLog(fd),
    written: () => readFileSync(file, "utf8"),
  };
}

const line = (level: number, n: number) =>
  `{"level":${level},"time":0,"msg":"line ${n}"}\n`;

afterEach(() => {
  vi.useRealTimers();
});

describe("block-written log", () => {
  it("holds request lines until a block fills, then writes them all, in order", () => {
    const { log, written } = logToFile();
    let expected = "";
    let n = 0;
    while (expected.length + line(30, n).length < LOG_BLOCK_CHARS) {
      log.write(line(30, n));
      expected += line(30, n);
      n += 1;
    }
    expect(written()).toBe("");
    log.write(line(30, n));
    expected += line(30, n);
    expect(written()).toBe(expected);
  });

  it.each([
    [40, "warn"],
    [50, "error"],
    [60, "fatal"],
  ])(
    "writes a %s line (%s) at once, after the lines held before it",
    (level) => {
      const { log, written } = logToFile();
      log.write(line(30, 1));
      log.write(line(20, 2));
      expect(written()).toBe("");
      log.write(line(level, 3));
      expect(written()).toBe(line(30, 1) + line(20, 2) + line(level, 3));
    },
  );

  it("writes what it holds on flushSync", () => {
    const { log, written } = logToFile();
    log.write(line(30, 1));
    log.flushSync();
    expect(written()).toBe(line(30, 1));
    log.flushSync();
    expect(written()).toBe(line(30, 1));
  });

  it("writes a held line within LOG_FLUSH_MS", () => {
    vi.useFakeTimers();
    const { log, written } = logToFile();
    log.write(line(30, 1));
    vi.advanceTimersByTime(LOG_FLUSH_MS - 1);
    expect(written()).toBe("");
    vi.advanceTimersByTime(1);
    expect(written()).toBe(line(30, 1));
  });
});
