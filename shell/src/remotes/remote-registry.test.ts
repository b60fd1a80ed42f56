import { describe, expect, it, jest } from '@jest/globals';
import type { RouteObject } from 'react-router-dom';
import type { RemoteRoutesSource } from './federation.js';
import { createRemoteRegistry, remoteRouteId, type PatchRoutes } from './remote-registry.js';

const routes: RouteObject[] = [{ path: '/payment' }];

describe('remote registry', () => {
  it('loads only the owner of a path, once, and patches its routes', async () => {
    const source = { loadRoutes: jest.fn<RemoteRoutesSource['loadRoutes']>(async () => routes), resetRemote: jest.fn<RemoteRoutesSource['resetRemote']>() };
    const registry = createRemoteRegistry(source);
    const patch = jest.fn<PatchRoutes>();
    await Promise.all([registry.discover('/payment', patch), registry.discover('/payment/x', patch)]);
    expect(source.loadRoutes).toHaveBeenCalledTimes(1);
    expect(source.loadRoutes).toHaveBeenCalledWith('payments');
    expect(patch).toHaveBeenCalledWith(remoteRouteId('payments'), routes);
    expect(registry.getState('payments').status).toBe('loaded');
    expect(registry.getState('marketing').status).toBe('idle');
  });

  it('ignores paths nobody owns', async () => {
    const source = { loadRoutes: jest.fn<RemoteRoutesSource['loadRoutes']>(async () => routes), resetRemote: jest.fn<RemoteRoutesSource['resetRemote']>() };
    await createRemoteRegistry(source).discover('/nowhere', jest.fn<PatchRoutes>());
    expect(source.loadRoutes).not.toHaveBeenCalled();
  });

  it('records a failure, and resets the remote before trying again', async () => {
    const source = {
      loadRoutes: jest.fn<RemoteRoutesSource['loadRoutes']>().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(routes),
      resetRemote: jest.fn<RemoteRoutesSource['resetRemote']>(),
    };
    const registry = createRemoteRegistry(source);
    const patch = jest.fn<PatchRoutes>();
    await registry.discover('/payment', patch);
    expect(registry.getState('payments')).toMatchObject({ status: 'failed', error: 'down', attempts: 1 });
    expect(patch).not.toHaveBeenCalled();
    await registry.discover('/payment', patch);
    expect(source.resetRemote).toHaveBeenCalledWith('payments');
    expect(registry.getState('payments')).toMatchObject({ status: 'loaded', attempts: 2 });
    expect(patch).toHaveBeenCalledTimes(1);
  });
});
