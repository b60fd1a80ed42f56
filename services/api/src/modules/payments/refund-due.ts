/** The reason a captured payment that must be given back carries (its status stays processing until refunded). */
export const REFUND_DUE_REASON = 'Captured after another payment: refund due.';
