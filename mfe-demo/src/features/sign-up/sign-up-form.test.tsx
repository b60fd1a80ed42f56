import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from '@jest/globals';
import { emptyPortfolio, renderDemo, stubApi } from '../../testing/render-demo.js';

async function fill(values: Record<string, string>) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) {
    if (value) await user.type(screen.getByLabelText(label), value);
  }
  return user;
}

const person = { 'First Name': '  Priya ', 'Last Name': 'Sharma ', Email: ' priya@example.com', Phone: ' 9876543210 ' };

describe('/demo sign-up', () => {
  it('shows the five journey tiles and a link to /products', async () => {
    renderDemo('/demo');
    const tiles = await screen.findAllByRole('heading', { level: 3 });
    expect(tiles.map((tile) => tile.textContent)).toEqual(['Sign Up', 'Choose a Product', 'Complete KYC', 'Make a Payment', 'View Dashboard']);
    expect(screen.getByRole('link', { name: 'Browse Real Products' })).toHaveAttribute('href', '/products');
  });

  it.each(['First Name', 'Last Name', 'Email', 'Phone'])('refuses a blank %s with the spec toast and sends nothing', async (blank) => {
    const calls = stubApi(() => Response.json({}));
    renderDemo('/demo');
    await screen.findByRole('heading', { level: 1, name: 'Try the Demo' });
    const user = await fill({ ...person, [blank]: '   ' });
    await user.click(screen.getByRole('button', { name: 'Start Demo Journey' }));
    expect(await screen.findByText('All fields required')).toBeInTheDocument();
    expect(screen.getByText('Please fill in all fields to start the demo')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('sends trimmed values, shows Creating Demo Account..., stores the session and goes to /demo/products', async () => {
    let answer: (response: Response) => void = () => undefined;
    const calls = stubApi((call) =>
      call.path === '/api/demo/create-account' ? new Promise<Response>((resolve) => (answer = resolve)) : Response.json(emptyPortfolio),
    );
    const { router } = renderDemo('/demo');
    await screen.findByRole('heading', { level: 1, name: 'Try the Demo' });
    const user = await fill(person);
    await user.click(screen.getByRole('button', { name: 'Start Demo Journey' }));
    const busy = await screen.findByRole('button', { name: 'Creating Demo Account...' });
    expect(busy).toBeDisabled();
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/api/demo/create-account',
      body: { firstName: 'Priya', lastName: 'Sharma', email: 'priya@example.com', phone: '9876543210' },
    });
    answer(Response.json({ userId: 'demo-42', firstName: 'Priya', lastName: 'Sharma', step: 'products', expiresAt: '' }, { status: 201 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/products'));
    expect(window.sessionStorage.getItem('demo-user-id')).toBe('demo-42');
    expect(window.sessionStorage.getItem('demo-mode')).toBe('true');
    expect(await screen.findByText('Demo Account Created!')).toBeInTheDocument();
    expect(screen.getByText('Welcome to your demo experience')).toBeInTheDocument();
  });

  it('shows the destructive Error toast with the message on failure and stays', async () => {
    stubApi(() => new Response('{"statusCode":429,"code":"RATE_LIMITED","message":"Too many"}', { status: 429 }));
    const { router } = renderDemo('/demo');
    await screen.findByRole('heading', { level: 1, name: 'Try the Demo' });
    const user = await fill(person);
    await user.click(screen.getByRole('button', { name: 'Start Demo Journey' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('429: {"statusCode":429,"code":"RATE_LIMITED","message":"Too many"}')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/demo');
    expect(screen.getByRole('button', { name: 'Start Demo Journey' })).toBeEnabled();
    expect(window.sessionStorage.getItem('demo-user-id')).toBeNull();
  });

  it('speaks Hindi under /hi: the journey, the form, its toasts and the link to the real products', async () => {
    const calls = stubApi((call) =>
      call.path === '/api/demo/create-account'
        ? Response.json({ userId: 'demo-42', firstName: 'Priya', lastName: 'Sharma', step: 'products', expiresAt: '' }, { status: 201 })
        : Response.json(emptyPortfolio),
    );
    const { router } = renderDemo('/demo', 'hi');
    expect(await screen.findByRole('heading', { level: 1, name: 'डेमो आज़माएँ' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((tile) => tile.textContent)).toEqual([
      'साइन अप करें',
      'उत्पाद चुनें',
      'KYC पूरा करें',
      'भुगतान करें',
      'डैशबोर्ड देखें',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'अपना डेमो खाता बनाएँ' })).toBeInTheDocument();
    expect(screen.getByText('लगभग 2 मिनट लगते हैं')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'असली निवेश विकल्प देखें' })).toHaveAttribute('href', '/products');
    expect(screen.getByLabelText('फ़ोन')).toHaveAttribute('placeholder', '10 अंकों का मोबाइल नंबर');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'डेमो शुरू करें' }));
    expect(await screen.findByText('सभी जानकारी भरना ज़रूरी है')).toBeInTheDocument();
    expect(screen.getByText('डेमो शुरू करने के लिए कृपया सभी फ़ील्ड भरें')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    for (const [label, value] of Object.entries({ 'पहला नाम': 'Priya', उपनाम: 'Sharma', ईमेल: 'priya@example.com', फ़ोन: '9876543210' })) {
      await user.type(screen.getByLabelText(label), value);
    }
    await user.click(screen.getByRole('button', { name: 'डेमो शुरू करें' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/products'));
    expect(await screen.findByText('डेमो खाता बन गया!')).toBeInTheDocument();
    expect(screen.getByText('आपके डेमो अनुभव में आपका स्वागत है')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/Try the Demo|Start Demo Journey|demo\.signUp\./);
  });

  it('says a failed sign-up in Hindi (the API’s refusal turned into Hindi by its code)', async () => {
    stubApi(() => new Response('{"statusCode":429,"code":"RATE_LIMITED","message":"Too many"}', { status: 429 }));
    renderDemo('/demo', 'hi');
    await screen.findByRole('heading', { level: 1, name: 'डेमो आज़माएँ' });
    const user = userEvent.setup();
    for (const [label, value] of Object.entries({ 'पहला नाम': 'Priya', उपनाम: 'Sharma', ईमेल: 'priya@example.com', फ़ोन: '9876543210' })) {
      await user.type(screen.getByLabelText(label), value);
    }
    await user.click(screen.getByRole('button', { name: 'डेमो शुरू करें' }));
    expect(await screen.findByText('त्रुटि')).toBeInTheDocument();
    expect(await screen.findByText('बहुत अधिक प्रयास हो गए हैं। कृपया थोड़ी देर बाद फिर से कोशिश करें।')).toBeInTheDocument();
    expect(screen.queryByText(/Too many/)).not.toBeInTheDocument();
  });
});
