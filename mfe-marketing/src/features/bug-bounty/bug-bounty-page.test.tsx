import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from '@jest/globals';
import BugBountyPage from './bug-bounty-page.js';
import { renderMarketingPage } from '../../testing/render-marketing-page.js';

describe('bug bounty page', () => {
  it('shows the four reward ranges; a card toggles its highlight on click', async () => {
    const user = userEvent.setup();
    renderMarketingPage(<BugBountyPage />, '/bug-bounty');
    const critical = screen.getByRole('button', { name: /Critical Reward: ₹50,000-₹2,00,000/ });
    expect(screen.getByRole('button', { name: /High Reward: ₹25,000-₹75,000/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Medium Reward: ₹5,000-₹25,000/ })).toBeInTheDocument();
    const low = screen.getByRole('button', { name: /Low Reward: ₹1,000-₹5,000/ });
    await user.click(critical);
    expect(critical).toHaveAttribute('aria-pressed', 'true');
    await user.click(low);
    expect(critical).toHaveAttribute('aria-pressed', 'false');
    expect(low).toHaveAttribute('aria-pressed', 'true');
    await user.click(low);
    expect(low).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('First response within 24 hours')).toBeInTheDocument();
    expect(screen.getByText('Fix target of 90 days for confirmed vulnerabilities')).toBeInTheDocument();
  });

  it('opens a mail draft to the security address with the subject Bug Bounty Report', () => {
    renderMarketingPage(<BugBountyPage />, '/bug-bounty');
    const href = screen.getByRole('link', { name: 'Submit a Report' }).getAttribute('href') ?? '';
    expect(href).toMatch(/^mailto:security@[^?]+\?subject=Bug%20Bounty%20Report&body=/);
  });
});
