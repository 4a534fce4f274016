// Subscription prices, in minor units (kopecks, cents): data, not code (issue 13). `price` is what
// is charged each period; `listPrice` is what the same time costs in weekly periods, so the plan
// table can show the monthly saving (SPEC §9: discountPercent = round(100 × (price1 − price2) / price2)).
// The bonus costs nothing: it is given, to a limited number of owners (ADR 038).
export interface SeedPrice {
  offer: string
  rub: { price: number; listPrice: number }
  usd: { price: number; listPrice: number }
}

export const PRICES: SeedPrice[] = [
  { offer: 'LITE_7D', rub: { price: 99000, listPrice: 99000 }, usd: { price: 1299, listPrice: 1299 } },
  { offer: 'LITE_1M', rub: { price: 299000, listPrice: 396000 }, usd: { price: 3999, listPrice: 5196 } },
  { offer: 'LITE_3D', rub: { price: 9900, listPrice: 9900 }, usd: { price: 99, listPrice: 99 } },
  { offer: 'MID_7D_T1', rub: { price: 149000, listPrice: 149000 }, usd: { price: 1999, listPrice: 1999 } },
  { offer: 'MID_7D_T2', rub: { price: 199000, listPrice: 199000 }, usd: { price: 2599, listPrice: 2599 } },
  { offer: 'MID_7D_T3', rub: { price: 249000, listPrice: 249000 }, usd: { price: 3199, listPrice: 3199 } },
  { offer: 'MID_7D_T4', rub: { price: 299000, listPrice: 299000 }, usd: { price: 3799, listPrice: 3799 } },
  { offer: 'MID_1M_T1', rub: { price: 447000, listPrice: 596000 }, usd: { price: 5997, listPrice: 7996 } },
  { offer: 'MID_1M_T2', rub: { price: 597000, listPrice: 796000 }, usd: { price: 7797, listPrice: 10396 } },
  { offer: 'MID_1M_T3', rub: { price: 747000, listPrice: 996000 }, usd: { price: 9597, listPrice: 12796 } },
  { offer: 'MID_1M_T4', rub: { price: 897000, listPrice: 1196000 }, usd: { price: 11397, listPrice: 15196 } },
  { offer: 'FULL_7D_T1', rub: { price: 249000, listPrice: 249000 }, usd: { price: 2999, listPrice: 2999 } },
  { offer: 'FULL_7D_T2', rub: { price: 329000, listPrice: 329000 }, usd: { price: 3999, listPrice: 3999 } },
  { offer: 'FULL_7D_T3', rub: { price: 409000, listPrice: 409000 }, usd: { price: 4999, listPrice: 4999 } },
  { offer: 'FULL_7D_T4', rub: { price: 489000, listPrice: 489000 }, usd: { price: 5999, listPrice: 5999 } },
  { offer: 'FULL_1M_T1', rub: { price: 747000, listPrice: 996000 }, usd: { price: 8997, listPrice: 11996 } },
  { offer: 'FULL_1M_T2', rub: { price: 987000, listPrice: 1316000 }, usd: { price: 11997, listPrice: 15996 } },
  { offer: 'FULL_1M_T3', rub: { price: 1227000, listPrice: 1636000 }, usd: { price: 14997, listPrice: 19996 } },
  { offer: 'FULL_1M_T4', rub: { price: 1467000, listPrice: 1956000 }, usd: { price: 17997, listPrice: 23996 } },
  { offer: 'MID_3D_T1', rub: { price: 9900, listPrice: 9900 }, usd: { price: 99, listPrice: 99 } },
  { offer: 'FULL_3D_T1', rub: { price: 19900, listPrice: 19900 }, usd: { price: 199, listPrice: 199 } },
  { offer: 'FULL_120M_T4', rub: { price: 0, listPrice: 0 }, usd: { price: 0, listPrice: 0 } },
]

/**
 * One-time reports (SPEC §1, §9): a pair report with lifetime access, and the mobile personality
 * test's full report at $7.99 (SPEC §9). The pair report's price is not in SPEC: ours (ADR 038).
 */
export const ONE_TIME_PRICES = {
  pairReport: { rub: 49000, usd: 599 },
  anonymousReport: { rub: 79900, usd: 799 },
} as const
