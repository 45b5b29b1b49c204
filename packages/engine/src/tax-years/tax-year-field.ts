import { DEFAULT_TAX_YEAR, TAX_YEAR_IDS } from "./index.js";
import { enumField } from "../schema-fields.js";

/** `taxYear`: optional on every input except the mortgage; defaults to the current year. */
export const taxYearField = enumField("Tax year", TAX_YEAR_IDS).default(
  DEFAULT_TAX_YEAR,
);
