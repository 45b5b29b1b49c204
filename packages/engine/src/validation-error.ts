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
              issue.path.length > 0
                ? `${issue.path.join(".")}: ${issue.message}`
                : issue.message,
            )
            .join("; "),
    );
    this.issues = issues;
  }
}
