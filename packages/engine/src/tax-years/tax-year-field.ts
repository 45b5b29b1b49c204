import { z } from "zod";
import { DEFAULT_TAX_YEAR, TAX_YEAR_IDS } from "./index.js";
import { enumField } from "../schema-fields.js";

/** `taxYear`: optional on every input; defaults to the year the product is labelled for. */
export const taxYearField = enumField("Tax year", TAX_YEAR_IDS).default(DEFAULT_TAX_YEAR);

/** `taxYear` of a result: the year the figures are for. */
export const taxYearResult = z.enum(TAX_YEAR_IDS);
