import type { z } from "zod";
import { toValidationIssues, ValidationError } from "./validation-error.js";

/** Validates once with a schema; every issue becomes part of one ValidationError. */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new ValidationError(toValidationIssues(result.error.issues));
}
