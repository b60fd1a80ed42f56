import { REMOTES } from '@invest/mf/ownership';
import { routeHandleOf } from '@invest/platform';
import { createPlatformStore } from '@invest/platform/store';
import { screen } from '@testing-library/react';
import { expectSearchMeta } from '@invest/testing';
import { describe, expect, it } from '@jest/globals';
import { routes } from './routes.js';
import { dashboardI18n } from './testing/dashboard-i18n.js';
import { answerJson, fakeDashboardApi, renderRoute } from './testing/render-route.js';

const handleAt = (path: string) => routeHandleOf(routes.find((route) => route.path === path)?.handle);

describe('mfe_dashboard ./routes', () => {
  it('has exactly the routes the ownership table gives this remote', () => {
    expect(routes.map((route) => route.path)).toEqual([...REMOTES.dashboard.paths]);
  });

  it.each([['/dashboard', 'Dashboard']])('%s renders its page', async (path, heading) => {
    fakeDashboardApi({ '/api/session': answerJson({ statusCode: 401, code: 'AUTHENTICATION_REQUIRED', message: 'Sign in.' }, 401) });
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});

describe('route metadata', () => {
  it.each([['/dashboard', 'Dashboard']])('%s is titled %j and described in one or two sentences for search results', (path, title) => {
    expectSearchMeta(handleAt(path), title);
  });

  it('/dashboard names its title and description in its messages, in English as its route metadata, and in Hindi', () => {
    const { title, description, titleId, descriptionId } = handleAt('/dashboard');
    const english = dashboardI18n('en');
    expect({ title: english._(titleId ?? ''), description: english._(descriptionId ?? '') }).toEqual({ title, description });
    const hindi = dashboardI18n('hi');
    expect(hindi._(titleId ?? '')).toBe('डैशबोर्ड');
    expect(hindi._(descriptionId ?? '')).toMatch(/^आपका पोर्टफ़ोलियो एक नज़र में/);
  });

  it('/dashboard fetches nothing on the server: the portfolio is personal', async () => {
    const api = fakeDashboardApi({});
    await expect(handleAt('/dashboard').loadServerData?.({ dispatch: createPlatformStore().dispatch, params: {} })).resolves.toBeUndefined();
    expect(api.calls).toEqual([]);
  });
});
