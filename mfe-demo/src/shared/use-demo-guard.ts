import { isApiError } from '@invest/api';
import type { DemoPortfolioResponse } from '@invest/contracts';
import type { DemoSelectedProduct } from '@invest/platform/storage';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useGetDemoPortfolioQuery } from './demo-api.js';
import { clearDemoSession, readDemoUserId, readSelectedProduct } from './demo-session.js';

export type DemoGuardState =
  | { status: 'checking' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; userId: string; product: DemoSelectedProduct | null; portfolio: DemoPortfolioResponse };

/**
 * Product §4 demo guards: without a demo user id, demo-mode 'true' (and, where asked, a selected
 * product) the visitor goes to /demo. The id is checked with the server too: an unknown or
 * expired account (404) ends the demo session and also goes to /demo.
 */
export function useDemoGuard({ requireProduct = false }: { requireProduct?: boolean } = {}): DemoGuardState {
  const navigate = useNavigate();
  const [session] = useState(() => ({ userId: readDemoUserId(), product: readSelectedProduct() }));
  const missing = session.userId === null || (requireProduct && session.product === null);
  const portfolio = useGetDemoPortfolioQuery(missing || session.userId === null ? skipToken : session.userId);
  const refused = portfolio.isError && isApiError(portfolio.error) && portfolio.error.status === 404;

  useEffect(() => {
    if (!missing && !refused) return;
    if (refused) clearDemoSession();
    void navigate('/demo', { replace: true });
  }, [missing, refused, navigate]);

  if (missing || refused || session.userId === null) return { status: 'checking' };
  if (portfolio.isError) return { status: 'failed', retry: () => void portfolio.refetch() };
  if (!portfolio.data) return { status: 'checking' };
  return { status: 'ready', userId: session.userId, product: session.product, portfolio: portfolio.data };
}
