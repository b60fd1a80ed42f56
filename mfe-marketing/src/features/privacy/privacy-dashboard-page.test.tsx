import type { AgreementState, ConsentState } from '@invest/contracts';
import { dismissToast } from '@invest/ui';
import { act, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fakeApi, json } from '@invest/testing';
import PrivacyDashboardPage from './privacy-dashboard-page.js';
import { renderMarketingPage } from '../../testing/render-marketing-page.js';

const signedOut = json({ statusCode: 401, code: 'AUTHENTICATION_REQUIRED', message: 'Authentication required.' }, 401);
const session = json({ userId: 'u-1', phoneMasked: '******3210', kycStatus: 'not_started' });
const consents: ConsentState[] = [
  { type: 'marketing', label: 'Marketing Communications', granted: true, version: '2026-11', updatedAt: '2026-11-20T10:00:00.000Z' },
  { type: 'analytics', label: 'Analytics & Performance', granted: false, version: null, updatedAt: null },
  { type: 'third-party', label: 'Third-party Integrations', granted: false, version: null, updatedAt: null },
  { type: 'personalization', label: 'Personalized Experience', granted: false, version: null, updatedAt: null },
];

afterEach(() => {
  act(() => dismissToast());
});

function card(title: string) {
  return within(screen.getByRole('article', { name: title }));
}

describe('privacy dashboard, visitor', () => {
  it("shows the spec's content, the alert and local consent toggles", async () => {
    const api = fakeApi({ 'GET /api/session': signedOut });
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderMarketingPage(<PrivacyDashboardPage />, '/privacy');
    expect(await screen.findByText(/Sign in with your phone number/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in?next=/privacy-dashboard');
    const grievance = screen.getByRole('region', { name: 'Grievance redressal' });
    const rights = screen.getAllByRole('article').filter((article) => !grievance.contains(article));
    expect(rights.map((article) => within(article).getByRole('heading').textContent)).toEqual(['Access', 'Rectification', 'Erasure', 'Restrict Processing']);
    expect(within(grievance).getAllByRole('article')).toHaveLength(3);
    const table = within(screen.getByRole('region', { name: 'Data we collect: table' }));
    expect(table.getByRole('row', { name: /Identity Information .* 7 years/ })).toBeInTheDocument();
    expect(table.getByRole('row', { name: /KYC Documents .* Permanent/ })).toBeInTheDocument();
    expect(table.getByRole('row', { name: /Usage Analytics .* 2 years/ })).toBeInTheDocument();
    expect(table.getByRole('row', { name: /Communication .* 3 years/ })).toBeInTheDocument();
    expect(screen.getByText('DPDP Act 2023')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^dpo@/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:dpo@/) as unknown as string);

    await user.click(card('Erasure').getByRole('button', { name: 'Delete My Data' }));
    expect(alert).toHaveBeenCalledWith('Your erasure request has been initiated. You will receive a confirmation e-mail within 24 hours.');
    expect(card('Erasure').getByText('Available')).toBeInTheDocument();

    const personalized = screen.getByRole('switch', { name: 'Personalized Experience' });
    const marketing = screen.getByRole('switch', { name: 'Marketing Communications' });
    // A visitor's optional consents all start as denied.
    expect(personalized).toHaveTextContent('Denied');
    expect(marketing).toHaveTextContent('Denied');
    await user.click(personalized);
    expect(personalized).toHaveAttribute('aria-checked', 'true');
    expect(personalized).toHaveTextContent('Granted');
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /api/session']);
    expect(screen.queryByRole('link', { name: 'Download My Data (JSON)' })).not.toBeInTheDocument();
  });
});

describe('privacy dashboard, signed in', () => {
  it('stores requests, shows their status and offers the JSON download', async () => {
    let requests: unknown[] = [];
    const api = fakeApi({
      'GET /api/session': session,
      'GET /api/privacy/requests': () => Response.json(requests),
      'POST /api/privacy/requests': () => {
        requests = [
          {
            id: 'r-1',
            type: 'erasure',
            status: 'pending',
            details: null,
            createdAt: '2026-01-02T10:00:00.000Z',
            completedAt: null,
            scheduledFor: '2026-01-09T10:00:00.000Z',
            held: null,
          },
        ];
        return Response.json(requests[0], { status: 201 });
      },
      'GET /api/privacy/consents': json(consents),
      'GET /api/privacy/agreements': json([]),
      'GET /api/privacy/events': json([]),
    });
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderMarketingPage(<PrivacyDashboardPage />, '/privacy-dashboard');
    expect(await screen.findByText(/saved to your account/)).toBeInTheDocument();
    expect(await screen.findByText(/No privacy activity yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download My Data (JSON)' })).toHaveAttribute('href', '/api/privacy/export');

    await user.click(card('Erasure').getByRole('button', { name: 'Delete My Data' }));
    expect(await screen.findByText('Erasure request submitted')).toBeInTheDocument();
    expect(await card('Erasure').findByText('Pending')).toBeInTheDocument();
    expect(card('Erasure').getByRole('button', { name: 'Request Pending' })).toBeDisabled();
    expect(alert).not.toHaveBeenCalled();
    expect(api.calls.find((call) => call.method === 'POST')).toEqual({ method: 'POST', path: '/api/privacy/requests', body: { type: 'erasure' } });
  });

  it('an erasure while money is held says what is held, and that it runs after the final payout, on its date', async () => {
    const held = { activeInvestments: 2, outstandingPrincipal: 200000, unpaidPayouts: 30, paymentsInProgress: 0, finalPayoutDate: '2027-12-15' };
    let requests: unknown[] = [];
    fakeApi({
      'GET /api/session': session,
      'GET /api/privacy/requests': () => Response.json(requests),
      'POST /api/privacy/requests': () => {
        requests = [
          {
            id: 'r-1',
            type: 'erasure',
            status: 'pending',
            details: null,
            createdAt: '2026-01-02T10:00:00.000Z',
            completedAt: null,
            scheduledFor: '2027-12-15T18:30:00.000Z',
            held,
          },
        ];
        return Response.json(requests[0], { status: 201 });
      },
      'GET /api/privacy/consents': json(consents),
      'GET /api/privacy/agreements': json([]),
      'GET /api/privacy/events': json([]),
    });
    const user = userEvent.setup();
    renderMarketingPage(<PrivacyDashboardPage />, '/privacy-dashboard');
    await user.click(await card('Erasure').findByRole('button', { name: 'Delete My Data' }));
    const text =
      'Your erasure runs after your final payout is paid; until then you can still sign in. Still held: 2 active investments, ₹2,00,000 principal outstanding, 30 payouts to be paid, final payout on 15 Dec 2027.';
    expect(await screen.findByText('Erasure request submitted')).toBeInTheDocument();
    expect(await card('Erasure').findByTestId('privacy-erasure-held')).toHaveTextContent(text);
    expect(card('Erasure').getByTestId('privacy-erasure-schedule')).toHaveTextContent('Scheduled for 16 Dec 2027.');
  });

  it('saves consent changes on the server and shows the events', async () => {
    let state = consents;
    const api = fakeApi({
      'GET /api/session': session,
      'GET /api/privacy/requests': json([]),
      'GET /api/privacy/consents': () => Response.json(state),
      'GET /api/privacy/agreements': json([]),
      'PUT /api/privacy/consents/marketing': () => {
        state = state.map((item) => (item.type === 'marketing' ? { ...item, granted: false, updatedAt: '2026-01-02T10:00:00.000Z' } : item));
        return Response.json(state[0]);
      },
      'GET /api/privacy/events': () =>
        Response.json(
          state[0]?.granted
            ? []
            : [{ id: 'e-1', type: 'consent_withdrawn', description: 'Marketing Communications consent withdrawn', createdAt: '2026-01-02T10:00:00.000Z' }],
        ),
    });
    const user = userEvent.setup();
    renderMarketingPage(<PrivacyDashboardPage />, '/privacy');
    const marketing = await screen.findByRole('switch', { name: 'Marketing Communications' });
    await waitFor(() => expect(marketing).toBeEnabled());
    await user.click(marketing);
    await waitFor(() => expect(marketing).toHaveTextContent('Denied'));
    expect(await screen.findByText('Marketing Communications consent withdrawn')).toBeInTheDocument();
    expect(screen.getByText(/Last changed/)).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')).toEqual({ method: 'PUT', path: '/api/privacy/consents/marketing', body: { granted: false } });
  });

  it('lists the consents given during KYC and payment, with their versions and times', async () => {
    const agreements: AgreementState[] = [
      {
        type: 'aadhaar-ekyc',
        label: 'Aadhaar e-KYC consent',
        currentVersion: '2026-11',
        acceptedVersion: '2026-11',
        acceptedAt: '2026-11-20T10:00:00.000Z',
        current: true,
      },
      {
        type: 'terms-risk',
        label: 'Terms & Conditions and Risk Disclosure',
        currentVersion: '2026-11',
        acceptedVersion: null,
        acceptedAt: null,
        current: false,
      },
    ];
    fakeApi({
      'GET /api/session': session,
      'GET /api/privacy/requests': json([]),
      'GET /api/privacy/consents': json(consents),
      'GET /api/privacy/agreements': json(agreements),
      'GET /api/privacy/events': json([]),
    });
    renderMarketingPage(<PrivacyDashboardPage />, '/privacy');
    const list = await screen.findByRole('region', { name: 'Consents given during KYC and payment' });
    expect(within(list).getByTestId('agreement-aadhaar-ekyc')).toHaveTextContent(/^Aadhaar e-KYC consentGiven .+ \(version 2026-11\)\.$/);
    expect(within(list).getByTestId('agreement-terms-risk')).toHaveTextContent('Terms & Conditions and Risk DisclosureNot given yet.');
  });
});
