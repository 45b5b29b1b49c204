/** One problem with an input: where it is and what is wrong, in words for the user. */
export interface ValidationIssue {
  path: (string | number)[];
  message: string;
}

/** Thrown by every public function when its input fails validation; lists every issue. */
export class ValidationError extends Error {
  override readonly name = "ValidationError";
  readonly issues: ValidationIssue[];

  constructor(issues: ValidationIssue[]) {
    super(
      issues.length === 0
        ? "Invalid input"
        : issues
            .map((issue) =>
              issue.path.length > 0 ? `${issue.path.join(".")}: ${issue.message}` : issue.message,
            )
            .join("; "),
    );
    this.issues = issues;
  }
}

/** The message of a value outside its list: "Tax year must be one of: 2024-25, 2025-26, 2026-27". */
export function oneOfMessage(label: string, values: readonly string[]): string {
  return `${label} must be one of: ${values.join(", ")}`;
}

/** The part of a zod issue this package reads (zod's own issue type satisfies it). */
interface ZodIssueLike {
  readonly code?: string;
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly keys?: readonly string[];
}

/**
 * Zod's issues as ValidationIssues: paths as arrays of strings and indexes, and an unknown field
 * reported at its own path (zod reports all of an object's unknown keys in one issue at the
 * object), so an API or a form can name the field: `{ path: ["salaries", 1, "bonsu"], … }`.
 */
export function toValidationIssues(issues: readonly ZodIssueLike[]): ValidationIssue[] {
  return issues.flatMap((issue) => {
    const path = issue.path.map((key) => (typeof key === "number" ? key : String(key)));
    if (issue.code !== "unrecognized_keys" || !issue.keys?.length) {
      return [{ path, message: issue.message }];
    }
    if (issue.keys.length === 1) {
      return [{ path: [...path, ...issue.keys], message: issue.message }];
    }
    // 'Unknown fields "a", "b" in Salary input' → 'Unknown field "a" in Salary input', …
    const context = / in [^"]+$/.exec(issue.message)?.[0] ?? "";
    return issue.keys.map((key) => ({
      path: [...path, key],
      message: `Unknown field "${key}"${context}`,
    }));
  });
}
