import { useGetSessionQuery, useGetUserInvestmentsQuery } from '@invest/api';
import type { CategoryKey } from '@invest/contracts';
import { useMemo } from 'react';

/** A product as a holding names it: its category and its name (the catalogue plan's name, which the server records). */
export const holdingKey = (category: CategoryKey, name: string) => `${category}:${name}`;

/**
 * What the signed-in visitor holds now (active investments), as `holdingKey`s: Sell appears only on these. A visitor
 * who is not signed in (and the server's render, which has no session) holds nothing.
 */
export function useHoldings(): ReadonlySet<string> {
  const { data: session } = useGetSessionQuery();
  const userId = session?.userId;
  const { data: investments } = useGetUserInvestmentsQuery(userId ?? '', { skip: !userId });
  return useMemo(
    () =>
      new Set(
        (investments ?? []).filter((investment) => investment.status === 'active').map((investment) => holdingKey(investment.category, investment.productName)),
      ),
    [investments],
  );
}
