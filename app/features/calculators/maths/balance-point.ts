/** A loan's balance at one point in time, without and with what a calculator compares (an offset, extra repayments), in dollars to the cent. */
export interface BalancePoint {
  /** Months from the start. */
  readonly month: number;
  readonly without: number;
  readonly with: number;
}
