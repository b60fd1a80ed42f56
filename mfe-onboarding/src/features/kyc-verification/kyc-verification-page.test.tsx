import { readStorage, storageEntries } from '@invest/platform/storage';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { fakeApi } from '../../testing/fake-api.js';
import { renderRoute } from '../../testing/render-page.js';

describe('/kyc-verification', () => {
  it('asks a visitor to verify the phone first, with a way to /kyc', async () => {
    fakeApi();
    renderRoute('/kyc-verification');
    expect(await screen.findByText('Please verify your phone number with OTP first.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verify Phone' })).toHaveAttribute('href', '/kyc');
  });

  it('shows a not-started user the next step: complete KYC', async () => {
    fakeApi({ signedIn: true });
    renderRoute('/kyc-verification');
    expect(await screen.findByText('Next step: verify your Aadhaar and PAN to start investing.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete KYC' })).toHaveAttribute('href', '/kyc');
    expect(within(screen.getByTestId('status-Aadhaar')).getByText('Not Started')).toBeInTheDocument();
    expect(readStorage(storageEntries.demoKycStatus)).toEqual({ kycStatus: 'not_started' });
  });

  it('shows a verified user the masked numbers, payment as next step and a way back to /kyc', async () => {
    fakeApi({ signedIn: true, kycStatus: 'verified' });
    renderRoute('/kyc-verification');
    expect(await screen.findByRole('link', { name: 'Continue to Payment' })).toHaveAttribute('href', '/payment');
    expect(screen.getByRole('link', { name: 'Back to KYC' })).toHaveAttribute('href', '/kyc');
    expect(await screen.findByText('XXXX XXXX 2346')).toBeInTheDocument();
    expect(screen.getByText('ABCPEXXXXF')).toBeInTheDocument();
    expect(readStorage(storageEntries.demoKycStatus)).toEqual({ kycStatus: 'verified' });
    expect(readStorage(storageEntries.demoAuthenticated)).toBe('true');
  });

  it('shows a failed user the retry', async () => {
    fakeApi({ signedIn: true, kycStatus: 'failed' });
    renderRoute('/kyc-verification');
    expect(await screen.findByText('Your last verification failed. Please check your details and try again.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retry KYC' })).toHaveAttribute('href', '/kyc');
  });
});
