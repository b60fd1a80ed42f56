import type { AgreementState, ConsentState } from '@invest/contracts';
import { formatCalendarDate, formatIndiaDate, istDateTime } from '@invest/contracts';
import { BRAND } from '@invest/platform';
import { dismissToast } from '@invest/ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fakeApi, fakeCatalogueApi, json, useFakeClock } from '@invest/testing';
import BugBountyPage from './features/bug-bounty/bug-bounty-page.js';
import ContactPage from './features/contact/contact-page.js';
import DpdpCompliancePage from './features/dpdp-compliance/dpdp-compliance-page.js';
import PrivacyDashboardPage from './features/privacy/privacy-dashboard-page.js';
import RiskDisclosurePage from './features/risk-disclosure/risk-disclosure-page.js';
import SecurityReportPage from './features/security-report/security-report-page.js';
import TermsPage from './features/terms/terms-page.js';
import { renderMarketingPage } from './testing/render-marketing-page.js';

/** No message id is left untranslated on the page (an id is shown when its message is missing). */
const expectNoIds = () => expect(document.body.textContent).not.toMatch(/marketing\.[a-zA-Z]/);

afterEach(() => {
  act(() => dismissToast());
});

describe('contact page in Hindi', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('labels the form in Hindi, validates in Hindi and sends the message, with its success state in Hindi', async () => {
    useFakeClock();
    const api = fakeApi({
      'POST /api/otp/generate': json({ message: 'OTP sent successfully.', expiresIn: 300 }),
      'POST /api/otp/verify': json({ message: 'Phone number verified successfully.', verified: true, session: { userId: 'u-1' } }),
      'POST /api/contact': json({ message: 'Thank you for your message. Our team will get back to you shortly.', id: 'm-1' }, 201),
    });
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    renderMarketingPage(<ContactPage />, '/contact', 'hi');
    expect(screen.getByRole('heading', { level: 1, name: 'हमसे संपर्क करें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'WhatsApp पर बात करें' }).getAttribute('href')).toContain(encodeURIComponent('नमस्ते!'));
    const form = within(screen.getByRole('region', { name: 'हमें संदेश भेजें' }));

    await user.click(form.getByRole('button', { name: 'संदेश भेजें' }));
    expect(await screen.findByText('जानकारी अधूरी है')).toBeInTheDocument();
    expect(screen.getAllByText('कृपया सभी ज़रूरी फ़ील्ड भरें।').length).toBeGreaterThan(1);
    expect(screen.queryByText('Please fill in all required fields.')).not.toBeInTheDocument();

    await user.type(form.getByLabelText(/^पहला नाम/), 'आशा');
    await user.type(form.getByLabelText(/^उपनाम/), 'पाटिल');
    await user.type(form.getByLabelText(/^ईमेल/), 'asha@example.com');
    await user.type(form.getByLabelText(/^फ़ोन नंबर/), '9876543210');
    await user.selectOptions(form.getByLabelText(/^निवेश में रुचि/), 'प्रीमियम गोल्ड');
    await user.type(form.getByLabelText(/^संदेश/), 'कृपया सावधि जमा के बारे में कॉल करें।');
    await user.click(form.getByRole('button', { name: 'OTP भेजें' }));
    expect(await screen.findByText('आपके फ़ोन पर 6 अंकों का OTP भेज दिया गया है।')).toBeInTheDocument();
    expect(form.getByText(/OTP 5:00 तक मान्य है।/)).toBeInTheDocument();
    await user.type(form.getByLabelText('OTP दर्ज करें'), '123456');
    await user.click(form.getByRole('button', { name: 'OTP सत्यापित करें' }));
    expect(await form.findByText(/फ़ोन सत्यापित/)).toBeInTheDocument();

    await user.click(form.getByRole('button', { name: 'संदेश भेजें' }));
    const status = (await form.findAllByRole('status')).at(-1);
    await waitFor(() => expect(status).toHaveTextContent('संदेश भेज दिया गया! संपर्क करने के लिए धन्यवाद। हमारी टीम जल्द ही आपसे संपर्क करेगी।'));
    expect(api.calls.find((call) => call.path === '/api/contact')?.body).toMatchObject({ interest: 'Premium Gold', firstName: 'आशा' });
    expectNoIds();
  });

  it('writes the length limits and the e-mail error in Hindi', async () => {
    const user = userEvent.setup();
    renderMarketingPage(<ContactPage />, '/contact', 'hi');
    await user.type(screen.getByLabelText('ईमेल'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'संदेश भेजें' }));
    expect(await screen.findByText('कृपया मान्य ईमेल पता दर्ज करें।')).toBeInTheDocument();
  });
});

const signedOut = json({ statusCode: 401, code: 'AUTHENTICATION_REQUIRED', message: 'Authentication required.' }, 401);
const session = json({ userId: 'u-1', phoneMasked: '******3210', kycStatus: 'not_started' });
const consents: ConsentState[] = [
  { type: 'marketing', label: 'Marketing Communications', granted: true, version: '2026-11', updatedAt: '2026-11-20T10:00:00.000Z' },
  { type: 'analytics', label: 'Analytics & Performance', granted: false, version: null, updatedAt: null },
  { type: 'third-party', label: 'Third-party Integrations', granted: false, version: null, updatedAt: null },
  { type: 'personalization', label: 'Personalized Experience', granted: false, version: null, updatedAt: null },
];
const card = (title: string) => within(screen.getByRole('article', { name: title }));

describe('privacy dashboard in Hindi', () => {
  it('a visitor reads the rights, the data table, the consents and the activity in Hindi', async () => {
    fakeApi({ 'GET /api/session': signedOut });
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderMarketingPage(<PrivacyDashboardPage />, '/privacy', 'hi');
    expect(await screen.findByText(/अपने फ़ोन नंबर से साइन इन करें/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'गोपनीयता डैशबोर्ड' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'साइन इन करें' })).toHaveAttribute('href', '/sign-in?next=/privacy-dashboard');
    const table = within(screen.getByRole('region', { name: 'हम कौन-सा डेटा एकत्र करते हैं: तालिका' }));
    expect(table.getByRole('row', { name: /पहचान संबंधी जानकारी .* 7 वर्ष/ })).toBeInTheDocument();
    expect(screen.getByText('15 जनवरी 2025')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'शिकायत निवारण' })).toBeInTheDocument();

    await user.click(card('मिटाने का अधिकार').getByRole('button', { name: 'मेरा डेटा मिटाएँ' }));
    expect(alert).toHaveBeenCalledWith('डेटा मिटाने का आपका अनुरोध दर्ज कर लिया गया है। 24 घंटों के भीतर आपको पुष्टि का ईमेल मिलेगा।');
    const personalized = screen.getByRole('switch', { name: 'व्यक्तिगत अनुभव' });
    expect(personalized).toHaveTextContent('अस्वीकृत');
    await user.click(personalized);
    expect(personalized).toHaveTextContent('दी गई');
    expectNoIds();
    alert.mockRestore();
  });

  it('a signed-in user reads requests, agreements and their dates in Hindi', async () => {
    const held = { activeInvestments: 2, outstandingPrincipal: 200000, unpaidPayouts: 1, paymentsInProgress: 0, finalPayoutDate: '2027-12-15' };
    const request = {
      id: 'r-1',
      type: 'erasure',
      status: 'pending',
      details: null,
      createdAt: '2026-01-02T10:00:00.000Z',
      completedAt: null,
      scheduledFor: '2027-12-15T18:30:00.000Z',
      held,
    };
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
        acceptedVersion: '2026-01',
        acceptedAt: '2026-01-05T10:00:00.000Z',
        current: false,
      },
    ];
    fakeApi({
      'GET /api/session': session,
      'GET /api/privacy/requests': json([request]),
      'GET /api/privacy/consents': json(consents),
      'GET /api/privacy/agreements': json(agreements),
      'GET /api/privacy/events': json([]),
    });
    renderMarketingPage(<PrivacyDashboardPage />, '/privacy', 'hi');
    const erasure = card('मिटाने का अधिकार');
    expect(await erasure.findByText('लंबित')).toBeInTheDocument();
    expect(erasure.getByText(`अनुरोध की तारीख: ${istDateTime('2026-01-02T10:00:00.000Z', 'hi')}`)).toBeInTheDocument();
    expect(erasure.getByTestId('privacy-erasure-schedule')).toHaveTextContent(`निर्धारित तारीख: ${formatIndiaDate('2027-12-15T18:30:00.000Z', 'hi')}।`);
    expect(erasure.getByTestId('privacy-erasure-held')).toHaveTextContent(
      `अभी बाकी: 2 चालू निवेश, ₹2,00,000 मूलधन बकाया, 1 भुगतान देय, अंतिम भुगतान ${formatCalendarDate('2027-12-15', 'hi')} को।`,
    );
    expect(erasure.getByRole('button', { name: 'अनुरोध लंबित है' })).toBeDisabled();

    const list = await screen.findByRole('region', { name: 'KYC और भुगतान के दौरान दी गई सहमतियाँ' });
    expect(within(list).getByTestId('agreement-aadhaar-ekyc')).toHaveTextContent(
      `आधार e-KYC के लिए सहमति${istDateTime('2026-11-20T10:00:00.000Z', 'hi')} को दी गई (संस्करण 2026-11)।`,
    );
    expect(within(list).getByTestId('agreement-terms-risk')).toHaveTextContent('अगली बार वर्तमान संस्करण 2026-11 के लिए सहमति माँगी जाएगी');
    expect(await screen.findByText(`अंतिम बदलाव: ${istDateTime('2026-11-20T10:00:00.000Z', 'hi')}`)).toBeInTheDocument();
    expect(screen.getByText(/अभी तक गोपनीयता से जुड़ी कोई गतिविधि नहीं है/)).toBeInTheDocument();
    expectNoIds();
  });
});

describe('legal pages in Hindi', () => {
  it('terms: heading, date, sections, company and grievance redressal', () => {
    fakeCatalogueApi();
    renderMarketingPage(<TermsPage />, '/terms', 'hi');
    expect(screen.getByRole('heading', { level: 1, name: 'नियम और शर्तें' })).toBeInTheDocument();
    expect(screen.getByText('15 जनवरी 2025')).toHaveAttribute('datetime', '2025-01-15');
    expect(screen.getByRole('heading', { level: 2, name: '9. विवाद समाधान' })).toBeInTheDocument();
    expect(screen.getByText(BRAND.company).closest('p')).toHaveTextContent(`इस प्लेटफ़ॉर्म का स्वामित्व और प्रबंधन ${BRAND.company} के पास है।`);
    expect(screen.getByText(/माध्यस्थम् और सुलह अधिनियम, 1996/)).toBeInTheDocument();
    const grievance = screen.getByRole('region', { name: 'शिकायत निवारण' });
    expect(within(grievance).getByRole('article', { name: 'शिकायत निवारण अधिकारी' })).toHaveTextContent(BRAND.grievance.officer.name);
    expect(within(grievance).getByRole('link', { name: 'राष्ट्रीय उपभोक्ता हेल्पलाइन (1915)' })).toHaveAttribute('href', 'https://consumerhelpline.gov.in');
    expect(grievance).not.toHaveTextContent(BRAND.grievance.officer.response);
    expectNoIds();
  });

  it('risk disclosure: the categories and disclaimers', async () => {
    fakeCatalogueApi();
    renderMarketingPage(<RiskDisclosurePage />, '/risk-disclosure', 'hi');
    expect(screen.getByRole('heading', { level: 1, name: 'जोखिम प्रकटीकरण' })).toBeInTheDocument();
    const bonds = await screen.findByRole('article', { name: 'बॉन्ड' });
    expect(await within(bonds).findByText('उच्च')).toHaveAttribute('data-tone', 'orange');
    expect(screen.getByText('निवेश बाज़ार जोखिमों के अधीन हैं। निवेश करने से पहले निवेश विकल्प से जुड़े सभी दस्तावेज़ ध्यान से पढ़ें।')).toBeInTheDocument();
    expectNoIds();
  });

  it('DPDP compliance: the act named and explained, the processing table and the rights', () => {
    renderMarketingPage(<DpdpCompliancePage />, '/dpdp-compliance', 'hi');
    expect(screen.getByRole('heading', { level: 1, name: 'DPDP अनुपालन' })).toBeInTheDocument();
    expect(screen.getByText(/डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 \(Digital Personal Data Protection Act 2023\)/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'डेटा प्रोसेसिंग गतिविधियाँ: तालिका' })).getByRole('row', { name: /KYC दस्तावेज़ .* स्थायी/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'सहमति वापस लेने का अधिकार' })).toBeInTheDocument();
    expectNoIds();
  });

  it('security report: metrics, certifications with their validity, features', () => {
    renderMarketingPage(<SecurityReportPage />, '/security-report', 'hi');
    expect(screen.getByRole('heading', { level: 1, name: 'सुरक्षा रिपोर्ट' })).toBeInTheDocument();
    expect(screen.getByText('ISO 27001:2013').closest('article')).toHaveTextContent('वैधता: दिसंबर 2025');
    expect(screen.getByText('ज़ीरो ट्रस्ट')).toBeInTheDocument();
    expectNoIds();
  });

  it('bug bounty: severities with their rupee rewards, and a mail draft in Hindi', () => {
    renderMarketingPage(<BugBountyPage />, '/bug-bounty', 'hi');
    expect(screen.getByRole('heading', { level: 1, name: 'बग बाउंटी प्रोग्राम' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /अति गंभीर इनाम: ₹50,000-₹2,00,000/ })).toBeInTheDocument();
    const href = screen.getByRole('link', { name: 'रिपोर्ट भेजें' }).getAttribute('href') ?? '';
    expect(href).toContain(`?subject=${encodeURIComponent('बग बाउंटी रिपोर्ट')}&body=`);
    expectNoIds();
  });
});
