/** A worked example: what goes in, the figures that must come out, and where they come from. */
export interface GoldenCase<Input, Result> {
  name: string;
  /** Where the expected figures come from (a published example or the arithmetic in the comment). */
  source: string;
  input: Input;
  expected: Partial<Result>;
}
