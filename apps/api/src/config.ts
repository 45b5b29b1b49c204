import { isIP } from "node:net";
import { z } from "zod";

const LOG_LEVELS = [
  "fatal",
  "error",
  "warn",
  "info",
  "debug",
  "trace",
  "silent",
] as const;

/** A whole number from an environment string, with a clear message when it is not one. */
const integerFromEnv = (name: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `${name} must be a whole number`)
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(min, `${name} must be at least ${min}`)
        .max(max, `${name} must be at most ${max}`),
    );

/** Comma-separated origins, each a full `scheme://host[:port]` with no path. */
const originsFromEnv = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((origin) => origin.trim())
      .filter((origin) => origin !== ""),
  )
  .pipe(
    z.array(
      z
        .string()
        .regex(
          /^https?:\/\/[^/\s]+$/,
          "CORS_ORIGIN must list origins such as https://example.com, separated by commas (no paths, no wildcards)",
        ),
    ),
  );

/** One address or CIDR block: `10.0.0.5`, `10.0.0.0/8`, `fd00::/8`. */
function isAddressOrCidr(text: string): boolean {
  const [address = "", prefix, ...rest] = text.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return (
    /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128)
  );
}

/**
 * The shortest prefix a trusted block may have: an IPv4 /8 (a private network such as 10.0.0.0/8)
 * or an IPv6 /7 (the unique local block fc00::/7). Anything wider (0.0.0.0/0, or 0.0.0.0/1 and
 * 128.0.0.0/1 together) trusts the open internet, as `true` would.
 */
const WIDEST_TRUSTED_PREFIX = { 4: 8, 6: 7 } as const;

/** A CIDR block wider than a proxy network can be (see `WIDEST_TRUSTED_PREFIX`). */
function isCatchAllRange(text: string): boolean {
  const [address = "", prefix] = text.split("/");
  const version = isIP(address);
  if (prefix === undefined || (version !== 4 && version !== 6)) return false;
  return Number(prefix) < WIDEST_TRUSTED_PREFIX[version];
}

const TRUST_PROXY_HELP =
  "TRUST_PROXY must be false, the number of proxies in front of the API (1 for one load balancer), " +
  "or a comma-separated list of their addresses or CIDR blocks (e.g. 10.0.0.0/8)";

/**
 * Which proxies may set `X-Forwarded-For`: none (`false`), the last N hops (a number), or the
 * listed addresses and blocks. Plain `true` would trust every hop, so anyone could choose the
 * address their requests are counted and logged under: refused.
 */
const trustProxyFromEnv = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    if (value === "false") return false;
    if (value === "true") {
      ctx.addIssue({
        code: "custom",
        message:
          "TRUST_PROXY=true trusts X-Forwarded-For from anyone, so clients could pick the address they are " +
          "rate limited and logged as: set the number of proxies in front of the API instead (TRUST_PROXY=1 " +
          "for one load balancer), or their addresses",
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops === 0) return false;
      if (hops <= 10) return hops;
    }
    const addresses = value
      .split(",")
      .map((item) => item.trim())
      .filter((item) => item !== "");
    if (addresses.length > 0 && addresses.every(isAddressOrCidr)) {
      const catchAll = addresses.filter(isCatchAllRange);
      if (catchAll.length === 0) return addresses;
      ctx.addIssue({
        code: "custom",
        message:
          `TRUST_PROXY=${catchAll.join(",")} trusts X-Forwarded-For from far more addresses than a proxy ` +
          "network has (wider than an IPv4 /8 or an IPv6 /7), so clients could pick the address they are " +
          "rate limited and logged as: list your proxies' addresses or their network (e.g. 10.0.0.0/8), " +
          "or set the number of proxies in front of the API (TRUST_PROXY=1 for one load balancer). " +
          "With no proxy in front, leave TRUST_PROXY unset",
      });
      return z.NEVER;
    }
    ctx.addIssue({ code: "custom", message: TRUST_PROXY_HELP });
    return z.NEVER;
  });

const envSchema = z.object({
  PORT: integerFromEnv("PORT", 0, 65535).default(3000),
  HOST: z.string().trim().min(1, "HOST must not be empty").default("127.0.0.1"),
  CORS_ORIGIN: originsFromEnv.default([]),
  RATE_LIMIT_MAX: integerFromEnv("RATE_LIMIT_MAX", 1, 1_000_000_000).default(
    300,
  ),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, {
      error: `LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")}`,
    })
    .default("info"),
  TRUST_PROXY: trustProxyFromEnv.default(false),
  MAX_CONNECTIONS: integerFromEnv("MAX_CONNECTIONS", 1, 1_000_000).default(
    10_000,
  ),
  MAX_CONNECTIONS_PER_ADDRESS: integerFromEnv(
    "MAX_CONNECTIONS_PER_ADDRESS",
    1,
    1_000_000,
  ).default(100),
  MAX_REQUESTS_PER_SOCKET: integerFromEnv(
    "MAX_REQUESTS_PER_SOCKET",
    0,
    1_000_000,
  ).default(1_000),
  BATCH_ROWS_PER_REQUEST: integerFromEnv(
    "BATCH_ROWS_PER_REQUEST",
    1,
    10_000,
  ).default(100),
  METRICS_PORT: integerFromEnv("METRICS_PORT", 1, 65535).optional(),
  METRICS_HOST: z
    .string()
    .trim()
    .min(1, "METRICS_HOST must not be empty")
    .optional(),
  DRAIN_SECONDS: integerFromEnv("DRAIN_SECONDS", 0, 600).default(15),
  REDIS_URL: z
    .string()
    .trim()
    .regex(
      /^rediss?:\/\/\S+$/,
      "REDIS_URL must be a redis:// or rediss:// URL, e.g. redis://redis:6379",
    )
    .optional(),
  // How long a Redis command may take before the rate limit's breaker opens (rate-limit.ts).
  REDIS_TIMEOUT_MS: integerFromEnv("REDIS_TIMEOUT_MS", 1, 60_000).default(100),
  WEB_ROOT: z.string().trim().min(1, "WEB_ROOT must not be empty").optional(),
});

export type Config = z.output<typeof envSchema>;
export type LogLevel = (typeof LOG_LEVELS)[number];

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      `Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`,
    );
    this.name = "ConfigError";
  }
}

/**
 * Reads the service configuration from environment variables. Empty strings count as unset, so
 * `PORT= pnpm start` uses the default. Throws a ConfigError naming every bad variable.
 */
export function loadConfig(
  env: Readonly<Record<string, string | undefined>>,
): Config {
  const present = Object.fromEntries(
    Object.keys(envSchema.shape)
      .map((key) => [key, env[key]] as const)
      .filter(([, value]) => value !== undefined && value.trim() !== ""),
  );
  const result = envSchema.safeParse(present);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? "environment");
        return issue.message.includes(name)
          ? issue.message
          : `${name}: ${issue.message}`;
      }),
    );
  }
  return result.data;
}
