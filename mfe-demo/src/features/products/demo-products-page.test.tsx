import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from '@jest/globals';
import { emptyPortfolio, renderDemo, signedUp, stubApi } from '../../testing/render-demo.js';

async function openProducts(locale: 'en' | 'hi' = 'en') {
  const calls = stubApi((call) => (call.path === '/api/demo/update-step' ? Response.json({ userId: 'demo-1', step: 'kyc' }) : Response.json(emptyPortfolio)));
  signedUp();
  const view = renderDemo('/demo/products', locale);
  await screen.findByRole('heading', { level: 1, name: locale === 'hi' ? 'उत्पाद चुनें' : 'Choose a Product' });
  return { ...view, calls, user: userEvent.setup() };
}

describe('/demo/products', () => {
  it('is step 1 of 4 (25%) and lists the three demo products with their card fields', async () => {
    await openProducts();
    expect(screen.getByRole('progressbar', { name: 'Demo progress' })).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('25% Complete')).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['FD Premium', 'Debt Mutual Fund Elite', 'Fractional Real Estate']);
    const fd = within(cards[0] as HTMLElement);
    expect(fd.getByText('18% p.a.')).toBeInTheDocument();
    expect(fd.getByText('₹10,000')).toBeInTheDocument();
    expect(fd.getByText('6-60 months')).toBeInTheDocument();
    expect(fd.getByText('Medium')).toBeInTheDocument();
    expect(fd.getAllByRole('listitem')).toHaveLength(2);
    const realEstate = within(cards[2] as HTMLElement);
    expect(realEstate.getByText('14-16% p.a.')).toBeInTheDocument();
    expect(realEstate.getByText('₹25,000')).toBeInTheDocument();
    expect(realEstate.getByText('24+ months')).toBeInTheDocument();
    expect(realEstate.getByText('Medium')).toBeInTheDocument();
  });

  it('projects returns once the amount and months are valid, then proceeds to KYC', async () => {
    const { user, calls, router } = await openProducts();
    await user.click(within(screen.getByRole('article', { name: 'FD Premium' })).getByRole('button', { name: 'Select Product' }));
    expect(screen.getByText('Range: ₹10,000 - ₹50,00,000')).toBeInTheDocument();
    const proceed = screen.getByRole('button', { name: 'Proceed to KYC Verification' });
    expect(proceed).toBeDisabled();

    await user.type(screen.getByLabelText(/^Investment Amount/), '9999');
    await user.type(screen.getByLabelText(/^Duration \(months\)/), '12');
    expect(screen.queryByRole('heading', { name: 'Projected Returns' })).not.toBeInTheDocument();
    expect(proceed).toBeDisabled();

    await user.clear(screen.getByLabelText(/^Investment Amount/));
    await user.type(screen.getByLabelText(/^Investment Amount/), '50000');
    const projected = within(await screen.findByRole('region', { name: 'Projected Returns' }));
    expect(projected.getByText('Total Returns').nextElementSibling).toHaveTextContent('₹9,000');
    expect(projected.getByText('Maturity Amount').nextElementSibling).toHaveTextContent('₹59,000');
    expect(projected.getByText('Monthly Payout').nextElementSibling).toHaveTextContent('₹750');

    await user.clear(screen.getByLabelText(/^Duration \(months\)/));
    await user.type(screen.getByLabelText(/^Duration \(months\)/), '5');
    expect(proceed).toBeDisabled();
    await user.clear(screen.getByLabelText(/^Duration \(months\)/));
    await user.type(screen.getByLabelText(/^Duration \(months\)/), '12');
    expect(proceed).toBeEnabled();

    await user.click(proceed);
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/kyc'));
    expect(calls.find((call) => call.path === '/api/demo/update-step')?.body).toEqual({ userId: 'demo-1', step: 'kyc' });
    expect(JSON.parse(window.sessionStorage.getItem('demo-selected-product') ?? 'null')).toEqual({
      productType: 'fd-premium',
      productName: 'FD Premium',
      amount: 50000,
      duration: 12,
      returnRate: '18',
      calculatedReturns: { investment: 50000, totalReturn: 9000, maturityAmount: 59000, monthlyPayout: 750 },
    });
    expect(await screen.findByText('Product Selected!')).toBeInTheDocument();
    expect(screen.getByText('Proceeding with FD Premium investment')).toBeInTheDocument();
  });

  it('says which rate a range uses, and back clears the choice', async () => {
    const { user } = await openProducts();
    await user.click(within(screen.getByRole('article', { name: 'Debt Mutual Fund Elite' })).getByRole('button', { name: 'Select Product' }));
    expect(screen.getByText('Projections use 12% p.a., the first number of the 12-15% p.a. range.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '← Back to Products' }));
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('speaks Hindi under /hi: the step bar, the cards, the configure view, the projections and the toast', async () => {
    const { user, router } = await openProducts('hi');
    expect(screen.getByRole('progressbar', { name: 'डेमो की प्रगति' })).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('चरण 1/4: उत्पाद का चयन')).toBeInTheDocument();
    expect(screen.getByText('25% पूरा')).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    // Product names are names: they stay as they are.
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['FD Premium', 'Debt Mutual Fund Elite', 'Fractional Real Estate']);
    const fd = within(cards[0] as HTMLElement);
    expect(fd.getByText('18% प्रति वर्ष')).toBeInTheDocument();
    expect(fd.getByText('न्यूनतम निवेश').nextElementSibling).toHaveTextContent('₹10,000');
    expect(fd.getByText('6-60 महीने')).toBeInTheDocument();
    expect(fd.getByText('मध्यम')).toBeInTheDocument();
    expect(fd.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['पूरी अवधि के लिए तय ब्याज दर', 'हर महीने ब्याज का भुगतान']);
    expect(within(cards[1] as HTMLElement).getByText('कम')).toBeInTheDocument();

    await user.click(within(screen.getByRole('article', { name: 'Debt Mutual Fund Elite' })).getByRole('button', { name: 'यह उत्पाद चुनें' }));
    expect(screen.getByText('अनुमान 12% प्रति वर्ष पर लगाया गया है, जो 12-15% प्रति वर्ष की सीमा की पहली संख्या है।')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'मुख्य विशेषताएँ' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '← उत्पादों पर वापस जाएँ' }));

    await user.click(within(screen.getByRole('article', { name: 'FD Premium' })).getByRole('button', { name: 'यह उत्पाद चुनें' }));
    expect(screen.getByText('सीमा: ₹10,000 - ₹50,00,000')).toBeInTheDocument();
    expect(screen.getByLabelText(/^निवेश राशि/)).toHaveAttribute('placeholder', 'न्यूनतम ₹10,000');
    expect(screen.getByText('अनुमानित रिटर्न देखने के लिए सीमा के भीतर राशि और 6-60 महीने की अवधि भरें।')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^निवेश राशि/), '50000');
    await user.type(screen.getByLabelText(/^अवधि \(महीने\)/), '12');
    const projected = within(await screen.findByRole('region', { name: 'अनुमानित रिटर्न' }));
    expect(projected.getByText('कुल रिटर्न').nextElementSibling).toHaveTextContent('₹9,000');
    expect(projected.getByText('परिपक्वता राशि').nextElementSibling).toHaveTextContent('₹59,000');
    expect(projected.getByText('मासिक भुगतान').nextElementSibling).toHaveTextContent('₹750');
    await user.click(screen.getByRole('button', { name: 'KYC सत्यापन के लिए आगे बढ़ें' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/kyc'));
    expect(await screen.findByText('उत्पाद चुन लिया गया!')).toBeInTheDocument();
    expect(screen.getByText('FD Premium में निवेश के साथ आगे बढ़ रहे हैं')).toBeInTheDocument();
  });
});
