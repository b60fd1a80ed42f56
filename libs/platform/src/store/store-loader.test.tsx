import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Provider, useStore } from 'react-redux';
import { lazyRoute } from '../routing/lazy-route.js';
import { createPlatformStore, StoreScope, type PlatformStore } from './index.js';
import { loadedPlatformStore, loadPlatformStore, setPlatformStoreLoader } from './store-loader.js';

// One module state for the file: the tests run in order, the first one sets the loader.
const made = createPlatformStore();
const loader = jest.fn(async () => made);

function WhichStore({ expected }: { expected: PlatformStore }) {
  return <p>{useStore() === expected ? 'the expected store' : 'another store'}</p>;
}

const meta = { title: 'Page', description: 'A page.' };

async function componentOf(route: ReturnType<typeof lazyRoute>): Promise<ComponentType> {
  if (typeof route.lazy !== 'function') throw new Error('not a lazy route');
  const resolved = await route.lazy();
  if (!resolved.Component) throw new Error('no component');
  return resolved.Component;
}

describe('the page store loader', () => {
  it('has no store before the first call, then makes it once with the loader set', async () => {
    setPlatformStoreLoader(loader);
    expect(loadedPlatformStore()).toBeUndefined();
    const [first, second] = await Promise.all([loadPlatformStore(), loadPlatformStore()]);
    expect(first).toBe(made);
    expect(second).toBe(made);
    expect(loadedPlatformStore()).toBe(made);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('gives a lazy route page the loaded store', async () => {
    const Page = await componentOf(lazyRoute('/page', meta, async () => ({ default: () => <WhichStore expected={made} /> })));
    render(<Page />);
    expect(screen.getByText('the expected store')).toBeInTheDocument();
  });

  it('leaves a provider above in charge (the server render, a remote on its own, a test)', () => {
    const outer = createPlatformStore();
    render(
      <Provider store={outer}>
        <StoreScope>
          <WhichStore expected={outer} />
        </StoreScope>
      </Provider>,
    );
    expect(screen.getByText('the expected store')).toBeInTheDocument();
  });

  it('gives a static page (store: false) its own component, with no store around it', async () => {
    const StaticPage = () => <p>static</p>;
    const Page = await componentOf(lazyRoute('/static', meta, async () => ({ default: StaticPage }), { store: false }));
    expect(Page).toBe(StaticPage);
  });
});
