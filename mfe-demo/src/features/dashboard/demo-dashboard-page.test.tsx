import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from '@jest/globals';
import { formatIndiaDate } from '@invest/contracts';
import { renderDemo, signedUp, stubApi } from '../../testing/render-demo.js';

const day = 86_400_000;
const started = new Date(Date.now() - 30 * day).toISOString();
const matures = new Date(Date.now() + 60 * day).toISOString();

const portfolio = {
  user: { firstName: 'Priya', lastName: 'Sharma' },
  stats: { totalInvested: 75_000, currentValue: 91_000, totalGains: 16_000, averageReturn: 16, activeInvestments: 2 },
  investments: [
    {
      id: 'i2',
      productName: 'Fractional Real Estate',
      productType: 'fractional-real-estate',
      amount: 25_000,
      returnRate: 14,
      duration: 24,
      investmentDate: started,
      maturityDate: matures,
    },
    {
      id: 'i1',
      productName: 'FD Premium',
      productType: 'fd-premium',
      amount: 50_000,
      returnRate: 18,
      duration: 12,
      investmentDate: started,
      maturityDate: matures,
    },
  ],
  transactions: Array.from({ length: 7 }, (_, index) => ({
    id: `t${index}`,
    type: index === 0 ? 'payout' : 'investment',
    amount: 1_000 * (index + 1),
    createdAt: started,
  })),
};

describe('/demo/dashboard', () => {
  it('shows the welcome, stats, investments, first 5 activities, mix and the welcome toast', async () => {
    stubApi(() => Response.json(portfolio));
    signedUp();
    renderDemo('/demo/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Priya!' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Demo progress' })).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('Demo Mode')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Real Products' })).toHaveAttribute('href', '/products');
    expect(await screen.findByText('Welcome to Your Demo Dashboard!')).toBeInTheDocument();
    expect(screen.getByText('This is your complete investment portfolio view')).toBeInTheDocument();

    expect(screen.getByRole('region', { name: 'Total Invested' })).toHaveTextContent('₹75,000');
    expect(screen.getByRole('region', { name: 'Current Value' })).toHaveTextContent('₹91,000');
    expect(screen.getByRole('region', { name: 'Total Gains' })).toHaveTextContent('₹16,000+21.3%');
    expect(screen.getByRole('region', { name: 'Active Investments' })).toHaveTextContent('216.0% avg. return');

    const fd = within(screen.getByRole('listitem', { name: 'FD Premium' }));
    expect(fd.getByText('Fixed Deposit')).toBeInTheDocument();
    expect(fd.getByText('18% p.a.')).toBeInTheDocument();
    // Grown by the 30 days elapsed (50,000 × 18% × 30 / 365), not the value at maturity.
    expect(fd.getByText('Current Value: ₹50,740')).toBeInTheDocument();
    expect(fd.getByText('At maturity: ₹59,000')).toBeInTheDocument();
    expect(fd.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
    const realEstate = within(screen.getByRole('listitem', { name: 'Fractional Real Estate' }));
    expect(realEstate.getByText('Current Value: ₹25,288')).toBeInTheDocument();
    expect(realEstate.getByText('At maturity: ₹32,000')).toBeInTheDocument();

    const activity = within(screen.getByRole('region', { name: 'Recent Activity' }));
    expect(activity.getAllByRole('listitem')).toHaveLength(5);
    expect(activity.getByText('+₹1,000')).toBeInTheDocument();
    expect(activity.getByText('-₹2,000')).toBeInTheDocument();
    expect(activity.queryByText('-₹6,000')).not.toBeInTheDocument();

    expect(screen.getByRole('listitem', { name: 'FD Premium share' })).toHaveTextContent('67%');
    expect(screen.getByRole('listitem', { name: 'Fractional Real Estate share' })).toHaveTextContent('33%');
    expect(screen.getByRole('link', { name: 'Start Real Investing' })).toHaveAttribute('href', '/products');
  });

  it("defaults an absent name to 'Demo User' and empty lists", async () => {
    stubApi(() => Response.json({}));
    signedUp();
    renderDemo('/demo/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Demo!' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Total Gains' })).toHaveTextContent('₹0+0.0%');
    expect(screen.getAllByText('No investments yet.')).toHaveLength(2);
  });

  it('Restart Demo clears the demo session and goes to /demo', async () => {
    stubApi(() => Response.json(portfolio));
    signedUp();
    window.sessionStorage.setItem('demo-selected-product', '{}');
    const { router } = renderDemo('/demo/dashboard');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Restart Demo' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo'));
    expect(window.sessionStorage.getItem('demo-user-id')).toBeNull();
    expect(window.sessionStorage.getItem('demo-mode')).toBeNull();
    expect(window.sessionStorage.getItem('demo-selected-product')).toBeNull();
  });

  it('speaks Hindi under /hi: the welcome, the stats, the investments with their dates, the activity, the mix', async () => {
    stubApi(() => Response.json(portfolio));
    signedUp();
    renderDemo('/demo/dashboard', 'hi');
    expect(await screen.findByRole('heading', { level: 1, name: 'स्वागत है, Priya!' })).toBeInTheDocument();
    expect(screen.getByText('चरण 4/4: डैशबोर्ड')).toBeInTheDocument();
    expect(screen.getByText('100% पूरा')).toBeInTheDocument();
    expect(screen.getByText('डेमो मोड')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'असली निवेश विकल्प देखें' })).toHaveAttribute('href', '/products');
    expect(await screen.findByText('आपके डेमो डैशबोर्ड में स्वागत है!')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'कुल निवेश' })).toHaveTextContent('₹75,000सभी डेमो निवेशों को मिलाकर');
    expect(screen.getByRole('region', { name: 'मौजूदा मूल्य' })).toHaveTextContent('₹91,000');
    expect(screen.getByRole('region', { name: 'कुल लाभ' })).toHaveTextContent('₹16,000+21.3%');
    expect(screen.getByRole('region', { name: 'सक्रिय निवेश' })).toHaveTextContent('2औसत रिटर्न 16.0%');
    const fd = within(screen.getByRole('listitem', { name: 'FD Premium' }));
    expect(fd.getByText('सावधि जमा')).toBeInTheDocument();
    expect(fd.getByText('18% प्रति वर्ष')).toBeInTheDocument();
    expect(fd.getByText('निवेश: ₹50,000')).toBeInTheDocument();
    expect(fd.getByText('मौजूदा मूल्य: ₹50,740')).toBeInTheDocument();
    expect(fd.getByText('परिपक्वता पर: ₹59,000')).toBeInTheDocument();
    expect(fd.getByText(`परिपक्वता: ${formatIndiaDate(matures, 'hi')}`)).toBeInTheDocument();
    expect(fd.getByRole('progressbar', { name: 'FD Premium की प्रगति' })).toHaveAttribute('aria-valuenow', '33');
    expect(fd.getByText('अवधि का 33% बीत चुका है')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Fractional Real Estate' })).getByText('रियल एस्टेट')).toBeInTheDocument();
    const activity = within(screen.getByRole('region', { name: 'हाल की गतिविधि' }));
    expect(activity.getAllByText('निवेश')).toHaveLength(4);
    expect(activity.getByText('ब्याज भुगतान')).toBeInTheDocument();
    expect(activity.getAllByText(formatIndiaDate(started, 'hi'))).toHaveLength(5);
    expect(screen.getByRole('listitem', { name: 'पोर्टफ़ोलियो में FD Premium का हिस्सा' })).toHaveTextContent('67%');
    expect(screen.getByRole('heading', { level: 2, name: 'डेमो पूरा हुआ!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'असली निवेश शुरू करें' })).toHaveAttribute('href', '/products');
    expect(screen.getByRole('button', { name: 'डेमो फिर से शुरू करें' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/Welcome|Total Invested|avg\. return|demo\.dashboard\./);
  });

  it("names an account without a name 'डेमो' in Hindi, and says there is nothing yet", async () => {
    stubApi(() => Response.json({}));
    signedUp();
    renderDemo('/demo/dashboard', 'hi');
    expect(await screen.findByRole('heading', { level: 1, name: 'स्वागत है, डेमो!' })).toBeInTheDocument();
    expect(screen.getAllByText('अभी कोई निवेश नहीं है।')).toHaveLength(2);
    expect(screen.getByText('अभी कोई गतिविधि नहीं है।')).toBeInTheDocument();
  });
});
