import { formatCalendarDate, formatIndiaDate, istDateTime, type KycStatusResponse } from '@invest/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { PAGE_APPEARS } from '@invest/testing';
import { fakeApi } from './testing/fake-api.js';
import { namedNominee, verifiedAccount } from './testing/fake-money-out.js';
import { renderRoute } from './testing/render-page.js';

/**
 * The remote in Hindi (a page under /hi/...): every page, step, label, button, toast and message the page writes
 * itself, and the API's refusals turned into Hindi (@invest/platform's api-error-text).
 */

const user = () => userEvent.setup();

/** The toast (the shell's viewport) says `title` and `description`. */
const toastShows = async (title: string, description: string) => {
  const toasts = within(await screen.findByRole('region', { name: /Notifications/ }));
  expect(await toasts.findByText(title)).toBeInTheDocument();
  expect(await toasts.findByText(description)).toBeInTheDocument();
};

const DEVANAGARI = /[\u0900-\u097F]/;

beforeEach(() => {
  localStorage.clear();
});

describe('/hi/sign-in', () => {
  it('asks for the phone and the OTP in Hindi and signs in', async () => {
    fakeApi();
    const typist = user();
    const { router } = renderRoute('/sign-in?next=/kyc-verification', 'hi');
    expect(await screen.findByRole('heading', { level: 1, name: 'साइन इन' }, PAGE_APPEARS)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'आपका मोबाइल नंबर' })).toBeInTheDocument();
    expect(screen.getByTestId('fee-notice')).toHaveTextContent(/^शुरू करने से पहले: हर भुगतान पर ₹[\d,]+ का प्रोसेसिंग शुल्क लगता है/);
    expect(screen.getByRole('link', { name: 'KYC शुरू करें' })).toHaveAttribute('href', '/kyc');

    // A number too short: the page's own message, in Hindi.
    await typist.type(screen.getByLabelText('फ़ोन नंबर'), '98765');
    await typist.click(screen.getByRole('button', { name: 'ओटीपी भेजें' }));
    await toastShows('अमान्य फ़ोन नंबर', 'कृपया 10 अंकों का मान्य फ़ोन नंबर दर्ज करें।');

    await typist.clear(screen.getByLabelText('फ़ोन नंबर'));
    await typist.type(screen.getByLabelText('फ़ोन नंबर'), '9876543210');
    await typist.click(screen.getByRole('button', { name: 'ओटीपी भेजें' }));
    await toastShows('ओटीपी भेजा गया', '6 अंकों का कोड ******3210 पर भेजा गया है।');
    expect(await screen.findByText(/^\d:\d\d में ओटीपी दोबारा भेजें$/)).toBeInTheDocument();
    await typist.type(screen.getByLabelText('ओटीपी दर्ज करें'), '123');
    await typist.click(screen.getByRole('button', { name: 'ओटीपी सत्यापित करें' }));
    await toastShows('अमान्य ओटीपी', 'कृपया पूरा 6 अंकों का ओटीपी दर्ज करें।');
    await typist.type(screen.getByLabelText('ओटीपी दर्ज करें'), '456');
    await typist.click(screen.getByRole('button', { name: 'ओटीपी सत्यापित करें' }));
    await toastShows('साइन इन हो गया', 'आप ******3210 के रूप में साइन इन हैं।');
    await waitFor(() => expect(router.state.location.pathname).toBe('/kyc-verification'));
  });
});

describe('/hi/kyc', () => {
  it('goes through the phone OTP, the Aadhaar consent and the Aadhaar OTP in Hindi, then on to the bank account', async () => {
    fakeApi();
    const typist = user();
    renderRoute('/kyc', 'hi');
    expect(await screen.findByRole('heading', { level: 1, name: 'KYC सत्यापन' }, PAGE_APPEARS)).toBeInTheDocument();
    expect(screen.getByText('आधार, पैन और अपने फ़ोन पर भेजे गए वन-टाइम पासवर्ड (ओटीपी) से अपनी पहचान सत्यापित करें।')).toBeInTheDocument();
    const steps = within(screen.getByRole('navigation', { name: 'KYC के चरण' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent?.replace(/^\d/, ''))).toEqual([
      'आधार/पैन (चरण 1, वर्तमान)',
      'दस्तावेज़ (चरण 2, सक्रिय नहीं)',
      'बैंक विवरण (चरण 3, शुरू नहीं हुआ)',
      'नामिती (चरण 4, शुरू नहीं हुआ)',
      'अनुबंध (चरण 5, सक्रिय नहीं)',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'सत्यापन की स्थिति' })).toBeInTheDocument();
    expect(within(screen.getByTestId('status-Aadhaar')).getByText('आधार')).toBeInTheDocument();
    expect(within(screen.getByTestId('status-Mobile OTP')).getByText('शुरू नहीं हुआ')).toBeInTheDocument();

    // Nothing filled in: the toast says what is missing, in Hindi.
    await typist.click(screen.getByRole('checkbox', { name: /^मैं ऊपर बताए अनुसार ई-KYC के लिए/ }));
    await typist.click(screen.getByRole('button', { name: 'KYC सत्यापन पूरा करें' }));
    await toastShows('जानकारी अधूरी है', 'कृपया आधार, पैन और फ़ोन नंबर भरें।');

    await typist.type(screen.getByLabelText('आधार नंबर'), '234123412346');
    await typist.type(screen.getByLabelText('पैन नंबर'), 'abcpe1234f');
    await typist.type(screen.getByLabelText('फ़ोन नंबर'), '9876543210');
    await typist.click(screen.getByRole('button', { name: 'KYC सत्यापन पूरा करें' }));
    await toastShows('फ़ोन सत्यापन ज़रूरी है', 'कृपया पहले ओटीपी से अपना फ़ोन नंबर सत्यापित करें।');

    await typist.click(screen.getByRole('button', { name: 'ओटीपी भेजें' }));
    await typist.type(await screen.findByLabelText('ओटीपी दर्ज करें'), '123456');
    await typist.click(screen.getByRole('button', { name: 'ओटीपी सत्यापित करें' }));
    expect(await screen.findByText('फ़ोन नंबर सत्यापित हो गया')).toBeInTheDocument();
    await toastShows('फ़ोन सत्यापित', 'आपका फ़ोन नंबर सत्यापित हो गया है और आप साइन इन हैं।');
    await waitFor(() => expect(within(screen.getByTestId('status-Mobile OTP')).getByText('सत्यापित')).toBeInTheDocument());

    const consent = screen.getByTestId('aadhaar-consent');
    expect(within(consent).getByRole('heading', { name: 'आधार के उपयोग के लिए आपकी सहमति' })).toBeInTheDocument();
    expect(
      within(consent)
        .getAllByRole('listitem')
        .every((line) => DEVANAGARI.test(line.textContent ?? '')),
    ).toBe(true);
    await typist.click(screen.getByRole('button', { name: 'KYC सत्यापन पूरा करें' }));
    await toastShows('ओटीपी भेजा गया', 'अपने आधार से जुड़े मोबाइल पर भेजा गया ओटीपी दर्ज करें');
    expect(await screen.findByText('UIDAI ने इसे आधार XXXX XXXX 2346 से जुड़े मोबाइल नंबर पर भेजा है। यह 10 मिनट तक मान्य है।')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'विवरण बदलें' })).toBeInTheDocument();
    await typist.type(screen.getByLabelText('आधार ओटीपी'), '111000');
    await typist.click(screen.getByRole('button', { name: 'आधार ओटीपी सत्यापित करें' }));
    await toastShows('KYC सत्यापित', 'आपकी पहचान सत्यापित हो गई है। अब वह बैंक खाता जोड़ें जिसमें आपका भुगतान आएगा।');

    expect(await screen.findByRole('heading', { level: 2, name: /आपका KYC सत्यापित है/ })).toBeInTheDocument();
    expect(await screen.findByLabelText('सत्यापित पहचान')).toHaveTextContent('XXXX XXXX 2346');
    expect(screen.getByText((_, node) => node?.tagName === 'P' && node.textContent === 'अगला चरण: बैंक विवरण, नीचे।')).toBeInTheDocument();

    // Bank Details: the page's own checks, in Hindi, before anything is sent.
    const bank = screen.getByTestId('bank-account-step');
    expect(within(bank).getByRole('heading', { level: 2, name: 'बैंक विवरण' })).toBeInTheDocument();
    expect(await within(bank).findByText('11 अक्षर, आपकी चेक बुक या पासबुक पर लिखे होते हैं।')).toBeInTheDocument();
    await typist.click(within(bank).getByRole('button', { name: 'बैंक खाता सत्यापित करें' }));
    const alerts = await within(bank).findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'कृपया मान्य खाता संख्या दर्ज करें (9 से 18 अंक)।',
      'कृपया मान्य IFSC दर्ज करें (उदाहरण: SBIN0001234)।',
      'कृपया खाताधारक का नाम दर्ज करें।',
    ]);
    expect(within(bank).getByLabelText(/^खाता संख्या/)).toHaveAttribute('placeholder', '9 से 18 अंक');
    expect(within(bank).getByLabelText(/^खाताधारक का नाम/)).toBeInTheDocument();
  });

  it('a refused identity shows the failure toast and the statuses as failed, in Hindi', async () => {
    const server = fakeApi({ signedIn: true });
    server.on('POST /api/kyc/verify', () => {
      server.state.kycStatus = 'failed';
      return Response.json({ statusCode: 422, code: 'KYC_VERIFICATION_FAILED', message: 'Not confirmed.' }, { status: 422 });
    });
    const typist = user();
    renderRoute('/kyc', 'hi');
    await waitFor(() => expect(screen.getByLabelText('फ़ोन नंबर')).toHaveValue('******3210'), PAGE_APPEARS);
    await typist.type(screen.getByLabelText('आधार नंबर'), '999912345678');
    await typist.type(screen.getByLabelText('पैन नंबर'), 'ABCPE1234F');
    await typist.click(screen.getByRole('checkbox', { name: /^मैं ऊपर बताए अनुसार/ }));
    await typist.click(screen.getByRole('button', { name: 'KYC सत्यापन पूरा करें' }));
    await toastShows('सत्यापन विफल', 'कृपया अपना विवरण जाँचें और फिर से कोशिश करें।');
    await waitFor(() => expect(within(screen.getByTestId('status-Aadhaar')).getByText('विफल')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'नंबर बदलें' })).toBeInTheDocument();
  });

  it('tells why the API refused the identity in Hindi, not in the API’s English', async () => {
    const server = fakeApi({ signedIn: true });
    const english = 'This PAN is already linked to another account.';
    server.on('POST /api/kyc/verify', () => Response.json({ statusCode: 409, code: 'CONFLICT', message: english }, { status: 409 }));
    const typist = user();
    renderRoute('/kyc', 'hi');
    await waitFor(() => expect(screen.getByLabelText('फ़ोन नंबर')).toHaveValue('******3210'), PAGE_APPEARS);
    await typist.type(screen.getByLabelText('आधार नंबर'), '999912345678');
    await typist.type(screen.getByLabelText('पैन नंबर'), 'ABCPE1234F');
    await typist.click(screen.getByRole('checkbox', { name: /^मैं ऊपर बताए अनुसार/ }));
    await typist.click(screen.getByRole('button', { name: 'KYC सत्यापन पूरा करें' }));
    expect(await screen.findByText('यह पैन पहले से किसी दूसरे खाते से जुड़ा है।')).toBeInTheDocument();
    expect(screen.queryByText(english)).not.toBeInTheDocument();
  });

  it('shows a verified investor what is on file, dates in Hindi, the account and the nominee with Hindi labels', async () => {
    const server = fakeApi({ signedIn: true, kycStatus: 'verified', bankAccount: verifiedAccount(), nominee: namedNominee() });
    const verifiedAt = '2026-11-21T20:00:00.000Z';
    const status: KycStatusResponse = {
      kycStatus: 'verified',
      aadhaar: { status: 'verified', masked: 'XXXX XXXX 2346' },
      pan: { status: 'verified', masked: 'ABCPEXXXXF' },
      mobileOtp: { status: 'verified', phoneMasked: '******3210' },
      verifiedAt,
      aadhaarOtp: null,
    };
    server.on('GET /api/kyc/status', () => Response.json(status));
    renderRoute('/kyc', 'hi');
    expect(await screen.findByRole('heading', { level: 2, name: /आपका KYC सत्यापित है/ }, PAGE_APPEARS)).toBeInTheDocument();
    const identity = screen.getByLabelText('सत्यापित पहचान');
    await waitFor(() => expect(identity).toHaveTextContent(`सत्यापन की तारीख़${formatIndiaDate(verifiedAt, 'hi')}`));
    expect(formatIndiaDate(verifiedAt, 'hi')).toMatch(/^22 .+ 2026$/);
    expect(formatIndiaDate(verifiedAt, 'hi')).not.toBe(formatIndiaDate(verifiedAt, 'en'));
    expect(await screen.findByRole('link', { name: 'डैशबोर्ड पर जाएँ' })).toHaveAttribute('href', '/dashboard');

    const account = await screen.findByLabelText('दर्ज बैंक खाता');
    expect(within(account).getByText('खाताधारक')).toBeInTheDocument();
    expect(account).toHaveTextContent('•••• 6789');
    expect(screen.getByRole('button', { name: 'खाता बदलें' })).toBeInTheDocument();

    const nominee = await screen.findByLabelText('दर्ज नामिती');
    expect(nominee).toHaveTextContent('Ravi Rao');
    expect(nominee).toHaveTextContent('संबंधजीवनसाथी');
    expect(nominee).toHaveTextContent(`जन्म तिथि${formatCalendarDate('1988-06-01', 'hi')}`);
    expect(within(screen.getByTestId('nominee-step')).getByText('नामित')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'नामिती बदलें' })).toBeInTheDocument();
  });

  it('says in Hindi when payouts move to a changed account (the API’s confirmation, its date in Hindi)', async () => {
    const payoutsFrom = '2026-04-03T05:00:00.000Z';
    const server = fakeApi({
      signedIn: true,
      kycStatus: 'verified',
      bankAccount: verifiedAccount({ last4: '4321', payoutsFrom }),
      nominee: namedNominee(),
    });
    server.state.payoutsGoTo = verifiedAccount();
    renderRoute('/kyc', 'hi');
    const bank = await screen.findByTestId('bank-account-step', undefined, PAGE_APPEARS);
    const date = istDateTime(payoutsFrom, 'hi');
    expect(date).not.toBe(istDateTime(payoutsFrom, 'en'));
    expect(
      await within(bank).findByText(`बैंक खाता सत्यापित हो गया। आपकी सुरक्षा के लिए, ${date} से भुगतान इस खाते में जाएगा; तब तक भुगतान •••• 6789 में ही जाता रहेगा।`),
    ).toBeInTheDocument();
    expect(within(bank).getByTestId('payout-account-cooling-off')).toHaveTextContent(
      `${date} से भुगतान इस खाते में आएगा। तब तक भुगतान State Bank of India •••• 6789 में जाएगा।`,
    );
  });

  it('asks for the nominee in Hindi: its labels, the relationships and the messages the page writes', async () => {
    const server = fakeApi({ signedIn: true, kycStatus: 'verified', bankAccount: verifiedAccount() });
    const typist = user();
    renderRoute('/kyc', 'hi');
    const step = await screen.findByTestId('nominee-step', undefined, PAGE_APPEARS);
    await within(step).findByLabelText(/^नामिती का नाम/);
    await typist.click(within(step).getByRole('button', { name: 'नामिती सहेजें' }));
    const alerts = await within(step).findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'कृपया नामिती का नाम दर्ज करें।',
      'कृपया चुनें कि नामिती का आपसे क्या संबंध है।',
      'कृपया नामिती की जन्म तिथि दर्ज करें (भविष्य की नहीं)।',
    ]);
    const relationship = within(step).getByRole('combobox', { name: /^संबंध/ });
    expect(
      within(relationship)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['चुनें…', 'जीवनसाथी', 'बेटा', 'बेटी', 'पिता', 'माता', 'भाई', 'बहन', 'अन्य']);
    // The value sent stays the API's (English) one.
    await typist.selectOptions(relationship, 'बेटी');
    expect(relationship).toHaveValue('Daughter');
    await typist.click(within(step).getByRole('checkbox', { name: 'मैं कोई नामिती नहीं रखना चाहता/चाहती' }));
    expect(within(step).getByText('आपके निवेश का कोई नामिती नहीं होगा। आप कभी भी यहाँ नामिती जोड़ सकते हैं।')).toBeInTheDocument();
    await typist.click(within(step).getByRole('button', { name: 'पुष्टि करें: कोई नामिती नहीं' }));
    await toastShows('KYC पूरा हुआ', 'आपका बैंक खाता और नामिती दर्ज हो गए हैं। आपको भुगतान पेज पर ले जा रहे हैं...');
    expect(server.calls('PUT /api/nominee')[0]?.body).toEqual({ optOut: true });
    expect(await within(step).findByText('आपने कोई नामिती न रखने का विकल्प चुना है।')).toBeInTheDocument();
  });
});

describe('/hi/kyc-verification', () => {
  it('asks a visitor to verify the phone first, in Hindi', async () => {
    fakeApi();
    renderRoute('/kyc-verification', 'hi');
    expect(await screen.findByRole('heading', { level: 1, name: 'KYC सत्यापन की स्थिति' }, PAGE_APPEARS)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'अपने KYC की स्थिति देखने के लिए साइन इन करें' })).toBeInTheDocument();
    expect(screen.getByText('कृपया पहले ओटीपी से अपना फ़ोन नंबर सत्यापित करें।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'फ़ोन सत्यापित करें' })).toHaveAttribute('href', '/kyc');
  });

  it.each([
    ['verified', 'आपका KYC सत्यापित है। अगला कदम: चुनें कि आप अपने निवेश का भुगतान कैसे करेंगे।', 'भुगतान के लिए आगे बढ़ें', '/payment'],
    ['failed', 'आपका पिछला सत्यापन विफल रहा। कृपया अपना विवरण जाँचें और फिर से कोशिश करें।', 'KYC फिर से करें', '/kyc'],
    ['not_started', 'अगला कदम: निवेश शुरू करने के लिए अपना आधार और पैन सत्यापित करें।', 'KYC पूरा करें', '/kyc'],
  ] as const)('gives a %s investor the next step in Hindi', async (kycStatus, text, action, to) => {
    fakeApi({ signedIn: true, kycStatus });
    renderRoute('/kyc-verification', 'hi');
    expect(await screen.findByText(text, undefined, PAGE_APPEARS)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: action })).toHaveAttribute('href', to);
    expect(screen.getByRole('heading', { level: 2, name: /^KYC की स्थिति:/ })).toBeInTheDocument();
  });
});
