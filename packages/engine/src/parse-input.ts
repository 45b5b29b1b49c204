import type { z } from "zod";
import { ValidationError } from "./validation-error.js";

/** Validates once with a schema; every issue becomes part of one ValidationError. */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new ValidationError(
    result.error.issues.map((issue) => ({
      path: issue.path.map((key) =>
        typeof key === "number" ? key : String(key),
      ),
      message: issue.message,
    })),
  );
}
