import { routeHandleOf } from '@invest/platform';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { fakeCatalogueApi, PAGE_APPEARS } from '@invest/testing';
import en from './messages/en.json';
import { PRODUCTS_CATALOG } from './products-catalog.js';
import { routes } from './routes.js';
import { productsI18n } from './testing/products-i18n.js';
import { renderRouteInHindi } from './testing/render-route.js';

beforeEach(() => {
  fakeCatalogueApi();
});

/** What no Hindi page may show: an English text of this remote's, or a message id that did not resolve. */
const ENGLISH =
  /Buy Now|View plans|Invest Now|Expected returns|Most Popular|Booked terms|Deposit insurance|Credit rating|Payout schedule|Key Features|products\./;

describe('every route brings the products catalogue', () => {
  it.each(routes.map((route) => [route.path ?? '']))('%s names PRODUCTS_CATALOG with a title and description in both languages', (path) => {
    const handle = routeHandleOf(routes.find((route) => route.path === path)?.handle);
    expect(handle.catalog).toBe(PRODUCTS_CATALOG);
    const ids = [handle.titleId ?? '', handle.descriptionId ?? ''];
    // The English title and description are those of the route table (the spec's words), with the brand filled in.
    const english = productsI18n('en');
    expect(ids.map((id) => english._(id))).toEqual([handle.title, handle.description]);
    expect(ids.every((id) => id in en)).toBe(true);
    // In Hindi (a title may be an abbreviation, as SDI is in both).
    expect(productsI18n('hi')._(ids[1] ?? '')).toMatch(/[\u0900-\u097F]/);
  });
});

describe('the pages in Hindi (/hi/…)', () => {
  it.each([
    ['/products', 'उत्पाद'],
    ['/fixed-deposits', 'सावधि जमा (FD)'],
    ['/bonds', 'बॉन्ड'],
    ['/mutual-funds', 'म्यूचुअल फ़ंड'],
    ['/real-estate', 'आंशिक रियल एस्टेट'],
    ['/gold', 'प्रीमियम गोल्ड'],
    ['/sdi', 'स्ट्रक्चर्ड डेट इंस्ट्रूमेंट (SDI)'],
    ['/calculator', 'FD कैलकुलेटर'],
    ['/knowledge-hub', 'जानकारी केंद्र'],
  ])('%s is headed %j and shows none of its English texts', async (path, heading) => {
    renderRouteInHindi(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading }, PAGE_APPEARS)).toBeInTheDocument();
    // Its data too (the plans, the calculator), then nothing of this remote's English is left.
    expect(await screen.findAllByRole(path === '/calculator' ? 'region' : 'article')).not.toHaveLength(0);
    expect(document.body).not.toHaveTextContent(ENGLISH);
  });

  it('/products: the category tabs, a card’s risk badge, its booked terms and its links', async () => {
    const user = userEvent.setup();
    renderRouteInHindi('/products');
    const tabs = await screen.findAllByRole('tab', {}, PAGE_APPEARS);
    expect(tabs.map((tab) => tab.textContent)).toEqual(['सावधि जमा', 'बॉन्ड', 'म्यूचुअल फ़ंड', 'प्रीमियम गोल्ड', 'SDI', 'रियल एस्टेट']);
    expect(screen.getByRole('tablist', { name: 'उत्पाद श्रेणियाँ' })).toBeInTheDocument();
    const long = screen.getByRole('article', { name: 'Long Term FD' });
    expect(within(long).getByText('मध्यम जोखिम')).toHaveAttribute('data-tone', 'yellow');
    const terms = within(long).getByLabelText('Long Term FD की शर्तें');
    expect(terms).toHaveTextContent('अवधि36 महीने');
    expect(terms).toHaveTextContent('भुगतानहर महीने की 15 तारीख को 1.83% ब्याज; मूलधन परिपक्वता पर');
    expect(terms).toHaveTextContent('समय से पहले निकासी3 महीने बाद, अर्जित ब्याज का 2% शुल्क');
    expect(terms).toHaveTextContent('क्रेडिट रेटिंगMeridian Credit Ratings द्वारा A');
    expect(terms).toHaveTextContent('जमा बीमाबीमित नहीं: यह बैंक जमा नहीं, कंपनी जमा है');
    // Issuer and product names are the catalogue's data, as they are.
    expect(terms).toHaveTextContent('जारीकर्ताSolidstep Capital Private Limited');
    expect(within(long).getByRole('link', { name: 'Long Term FD अभी खरीदें' })).toHaveAttribute('href', '/payment');
    expect(within(long).getByRole('link', { name: 'Long Term FD के प्लान देखें' })).toHaveTextContent('प्लान देखें');
    await user.click(screen.getByRole('tab', { name: 'बॉन्ड' }));
    expect(await screen.findByRole('article', { name: 'Corporate Bonds' })).toBeInTheDocument();
  });

  it('/fixed-deposits: the popular plan, its facts, the invest button and the booked terms with the fee', async () => {
    renderRouteInHindi('/fixed-deposits');
    const popular = await screen.findByRole('article', { name: 'Short Term FD' }, PAGE_APPEARS);
    expect(within(popular).getByText('सबसे लोकप्रिय')).toBeInTheDocument();
    expect(within(popular).getByText('ब्याज दर')).toBeInTheDocument();
    expect(within(popular).getByRole('link', { name: 'अभी निवेश करें' })).toHaveAttribute('href', '/kyc');
    expect(within(popular).getByLabelText('Short Term FD की बुक की जाने वाली शर्तें')).toHaveTextContent(/प्रोसेसिंग शुल्कहर भुगतान पर ₹\d/);
    expect(within(popular).getByLabelText('Short Term FD का जारीकर्ता और जोखिम')).toHaveTextContent(/जोखिम(बहुत कम|कम|मध्यम|मध्यम-उच्च|उच्च|बहुत उच्च) जोखिम/);
    expect(screen.getByRole('link', { name: 'अपना रिटर्न जानें' })).toHaveAttribute('href', '/calculator');
    expect(screen.getByText('इस साइट पर बताए गए जारीकर्ता, क्रेडिट रेटिंग और रेटिंग एजेंसियाँ काल्पनिक हैं, केवल उदाहरण के लिए।')).toBeInTheDocument();
  });

  it('/gold and /mutual-funds: the price card and the SIP and lump-sum buttons', async () => {
    const gold = renderRouteInHindi('/gold');
    expect(await screen.findByRole('region', { name: 'सोने का भाव' }, PAGE_APPEARS)).toHaveTextContent(/24 घंटे का उच्चतम: ₹/);
    expect(within(screen.getByRole('article', { name: 'Gold SIP' })).getByRole('link', { name: 'SIP शुरू करें' })).toBeInTheDocument();
    gold.unmount();
    renderRouteInHindi('/mutual-funds');
    expect(await screen.findByRole('link', { name: 'Debt Fund में SIP शुरू करें' }, PAGE_APPEARS)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Debt Fund में एकमुश्त निवेश करें' })).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Debt Fund' })).getByText(/₹[\d,]+\/माह/)).toBeInTheDocument();
  });

  it('/knowledge-hub: the sections, the risk badge, the security and trust claims', async () => {
    const user = userEvent.setup();
    renderRouteInHindi('/knowledge-hub');
    const fd = await screen.findByRole('article', { name: 'Fixed Deposits' }, PAGE_APPEARS);
    expect(within(fd).getByText(/^जोखिम: /)).toBeInTheDocument();
    await user.click(within(fd).getByRole('button', { name: 'मुख्य विशेषताएँ' }));
    expect(within(fd).getByRole('button', { name: 'मुख्य विशेषताएँ' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'सुरक्षा और अनुपालन' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'भरोसे के प्रमाण' })).toHaveTextContent('तय दरें, निवेश के समय बुक');
    expect(screen.getByRole('list', { name: 'भरोसे के प्रमाण' })).toHaveTextContent('PCI-DSS Level 1');
  });
});
