import { destination } from "pino";

/** Log lines are written in blocks of about this many characters (some 55 request lines). */
export const LOG_BLOCK_CHARS = 16_384;
/** A line held back is written within this long (or sooner, when its block fills). */
export const LOG_FLUSH_MS = 1000;

/** Where the server's log lines go. */
export interface LogDestination {
  write(line: string): void;
  /** Writes every line still held, before this returns. */
  flushSync(): void;
}

/** pino starts each line with `{"level":NN`; 40 and above (warn, error, fatal) go out at once. */
const LEVEL_DIGIT = '{"level":'.length;
const WARN_DIGIT = "4".charCodeAt(0);

/**
 * The log's file descriptor (standard output by default), written a block of lines at a time
 * rather than with a system call per line: a request line's own write cost about as much as
 * everything pino does to format it. Request lines are held until a block fills or a second has
 * passed; a warning or an error is written at once, with everything held before it. The shutdown
 * (`src/shutdown.ts`) and the process's exit flush what is held, so a stop loses no line (a
 * SIGKILL or an out-of-memory kill loses at most the last second).
 *
 * The writes themselves go through pino's own destination (sonic-boom, synchronous), which retries
 * a busy pipe and stops logging on a closed one. Its own `minLength` buffering is not used: it
 * measures the whole held block on every line, and cost more than the lines it saved.
 */
export function blockWrittenLog(fd = 1): LogDestination {
  const stream = destination({ dest: fd, sync: true });
  let held: string[] = [];
  let heldChars = 0;
  const flush = () => {
    if (held.length === 0) return;
    const block = held.join("");
    held = [];
    heldChars = 0;
    stream.write(block);
  };
  setInterval(flush, LOG_FLUSH_MS).unref();
  return {
    write(line) {
      held.push(line);
      heldChars += line.length;
      if (
        heldChars >= LOG_BLOCK_CHARS ||
        line.charCodeAt(LEVEL_DIGIT) >= WARN_DIGIT
      )
        flush();
    },
    // The stream writes synchronously, so a flushed block has been written.
    flushSync: flush,
  };
}
