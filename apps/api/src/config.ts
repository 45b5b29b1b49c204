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
  TRUST_PROXY: z
    .enum(["true", "false"], { error: "TRUST_PROXY must be true or false" })
    .transform((value) => value === "true")
    .default(false),
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
