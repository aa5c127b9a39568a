/**
 * The repayment per period that pays a loan off exactly over `periods`
 * repayments (reference §1.1): A = P·r / (1 − (1 + r)^−n), and A = P / n when
 * the rate is 0. `periodRate` is a fraction per period (see repayment-frequency.ts).
 *
 * 1 − (1 + r)^−n is computed as −expm1(−n·log1p(r)): the same value, without
 * the cancellation that the plain form suffers when r is tiny.
 */
export function amortisingRepayment(principal: number, periodRate: number, periods: number): number {
  if (periodRate === 0) return principal / periods;
  return (principal * periodRate) / -Math.expm1(-periods * Math.log1p(periodRate));
}

/** Interest only (reference §1.2): each repayment is the period's interest, A = P·r. */
export function interestOnlyRepayment(principal: number, periodRate: number): number {
  return principal * periodRate;
}

/**
 * What is still owed on an amortising loan with `repaymentsLeft` repayments
 * of `repayment` to go: their present value, A·(1 − (1 + r)^−m) / r (A·m at a
 * 0 % rate). It is the amortisation formula solved for P, so it is exactly 0
 * when none are left. Stepping the balance forward, b ← b·(1 + r) − A, gives
 * the same figures in exact arithmetic, but in doubles each step multiplies
 * the earlier rounding by 1 + r: $100 million at 30 % over 40 years ends about
 * 3 cents off. This form is accurate to the last digit in every period.
 */
export function balanceOwing(repayment: number, periodRate: number, repaymentsLeft: number): number {
  if (periodRate === 0) return repayment * repaymentsLeft;
  return (repayment * -Math.expm1(-repaymentsLeft * Math.log1p(periodRate))) / periodRate;
}
