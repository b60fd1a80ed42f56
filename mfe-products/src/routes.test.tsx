import { REMOTES } from '@invest/mf/ownership';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { routes } from './routes.js';
import { fakeCatalogueApi, PAGE_APPEARS } from '@invest/testing';
import { renderRoute } from './testing/render-route.js';

beforeEach(() => {
  fakeCatalogueApi();
});

describe('mfe_products ./routes', () => {
  it('has exactly the routes the ownership table gives this remote', () => {
    expect(routes.map((route) => route.path)).toEqual([...REMOTES.products.paths]);
  });

  it.each([
    ['/products', 'Products'],
    ['/fixed-deposits', 'Fixed Deposits'],
    ['/bonds', 'Bonds'],
    ['/mutual-funds', 'Mutual Funds'],
    ['/real-estate', 'Fractional Real Estate'],
    ['/gold', 'Premium Gold'],
    ['/sdi', 'Structured Debt Instruments (SDI)'],
    ['/calculator', 'FD Calculator'],
    ['/knowledge-hub', 'Knowledge Hub'],
  ])('%s renders its page', async (path, heading) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading }, PAGE_APPEARS)).toBeInTheDocument();
  });
});
