import { REPAYMENT_FREQUENCIES, type RepaymentFrequency } from "#app/features/calculators/maths/repayment-frequency.ts";
import type { LoanType } from "#app/features/calculators/maths/loan-inputs.ts";

const frequencyLabel: Readonly<Record<RepaymentFrequency, string>> = {
  weekly: "Weekly",
  fortnightly: "Fortnightly",
  monthly: "Monthly",
};

/** The frequency radio group's choices, values as the `frequency` URL parameter takes them. */
export const FREQUENCY_CHOICES = REPAYMENT_FREQUENCIES.map((value) => ({ value, label: frequencyLabel[value] }));

const loanTypeLabel: Readonly<Record<LoanType, string>> = {
  pi: "Principal and interest",
  io: "Interest only",
};

/** The loan type radio group's choices, values as the `type` URL parameter takes them. */
export const LOAN_TYPE_CHOICES = (["pi", "io"] as const).map((value) => ({ value, label: loanTypeLabel[value] }));
