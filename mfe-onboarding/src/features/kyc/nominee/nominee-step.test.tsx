import { NomineeMessage } from '@invest/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { fakeApi } from '../../../testing/fake-api.js';
import { namedNominee, verifiedAccount } from '../../../testing/fake-money-out.js';
import { renderRoute } from '../../../testing/render-page.js';
import { isMinor, todayInIndia } from './nominee-rules.js';

beforeEach(() => {
  localStorage.clear();
});

/** A date of birth `years` years before today (India). */
function yearsAgo(years: number): string {
  const today = todayInIndia();
  return `${Number(today.slice(0, 4)) - years}${today.slice(4)}`;
}

async function openNomineeStep() {
  renderRoute('/kyc');
  const step = await screen.findByTestId('nominee-step');
  await within(step).findByLabelText(/^Nominee name/);
  return step;
}

describe('isMinor', () => {
  it('is true until the 18th birthday, India’s calendar', () => {
    expect(isMinor('2008-06-02', '2026-06-01')).toBe(true);
    expect(isMinor('2008-06-01', '2026-06-01')).toBe(false);
    expect(isMinor('1990-01-01', '2026-06-01')).toBe(false);
    expect(isMinor('not a date', '2026-06-01')).toBe(false);
  });
});

describe('/kyc Nominee', () => {
  it('asks for the name, relationship and date of birth in the API’s words', async () => {
    const server = fakeApi({ signedIn: true, kycStatus: 'verified', bankAccount: verifiedAccount() });
    const typist = userEvent.setup();
    await openNomineeStep();
    await typist.click(screen.getByRole('button', { name: 'Save nominee' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([NomineeMessage.NameRequired, NomineeMessage.RelationshipRequired, NomineeMessage.DateOfBirth]);
    expect(screen.getByRole('combobox', { name: /^Relationship/ })).toHaveAttribute('aria-invalid', 'true');
    expect(
      within(screen.getByRole('combobox', { name: /^Relationship/ }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose…', 'Spouse', 'Son', 'Daughter', 'Father', 'Mother', 'Brother', 'Sister', 'Other']);
    expect(server.calls('PUT /api/nominee')).toHaveLength(0);
  });

  it('a minor nominee needs a guardian: the fields appear with the date, and are sent', async () => {
    const server = fakeApi({ signedIn: true, kycStatus: 'verified', bankAccount: verifiedAccount() });
    const typist = userEvent.setup();
    await openNomineeStep();
    await typist.type(screen.getByLabelText(/^Nominee name/), 'Meera Rao');
    await typist.selectOptions(screen.getByRole('combobox', { name: /^Relationship/ }), 'Daughter');
    expect(screen.queryByLabelText(/^Guardian name/)).not.toBeInTheDocument();
    const dob = yearsAgo(10);
    await typist.type(screen.getByLabelText(/^Date of birth/), dob);
    expect(await screen.findByText('The nominee is under 18: please name their guardian.')).toBeInTheDocument();
    await typist.click(screen.getByRole('button', { name: 'Save nominee' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NomineeMessage.GuardianRequired);
    expect(server.calls('PUT /api/nominee')).toHaveLength(0);

    await typist.type(screen.getByLabelText(/^Guardian name/), 'Asha Rao');
    await typist.type(screen.getByLabelText(/^Guardian's relationship to the nominee/), 'Mother');
    await typist.click(screen.getByRole('button', { name: 'Save nominee' }));
    const onFile = await screen.findByLabelText('Nominee on file');
    expect(server.calls('PUT /api/nominee')[0]?.body).toEqual({
      optOut: false,
      name: 'Meera Rao',
      relationship: 'Daughter',
      dateOfBirth: dob,
      guardianName: 'Asha Rao',
      guardianRelationship: 'Mother',
    });
    expect(onFile).toHaveTextContent('Meera Rao');
    expect(onFile).toHaveTextContent('Asha Rao (Mother)');
    // The last step: the page says KYC is complete (one toast at a time) and moves on.
    expect(await screen.findByText('KYC Complete')).toBeInTheDocument();
  });

  it('an adult nominee is sent without a guardian', async () => {
    const server = fakeApi({ signedIn: true, kycStatus: 'verified', bankAccount: verifiedAccount() });
    const typist = userEvent.setup();
    await openNomineeStep();
    await typist.type(screen.getByLabelText(/^Nominee name/), 'Ravi Rao');
    await typist.selectOptions(screen.getByRole('combobox', { name: /^Relationship/ }), 'Spouse');
    await typist.type(screen.getByLabelText(/^Date of birth/), '1988-06-01');
    expect(screen.queryByLabelText(/^Guardian name/)).not.toBeInTheDocument();
    await typist.click(screen.getByRole('button', { name: 'Save nominee' }));
    await screen.findByLabelText('Nominee on file');
    expect(server.calls('PUT /api/nominee')[0]?.body).toEqual({ optOut: false, name: 'Ravi Rao', relationship: 'Spouse', dateOfBirth: '1988-06-01' });
    expect(screen.getByLabelText('Nominee on file')).toHaveTextContent('01 Jun 1988');
  });

  it('opting out is an explicit choice, shown and changeable', async () => {
    const server = fakeApi({ signedIn: true, kycStatus: 'verified', bankAccount: verifiedAccount() });
    const typist = userEvent.setup();
    await openNomineeStep();
    await typist.click(screen.getByRole('checkbox', { name: 'I do not wish to name a nominee' }));
    expect(screen.queryByLabelText(/^Nominee name/)).not.toBeInTheDocument();
    await typist.click(screen.getByRole('button', { name: 'Confirm: no nominee' }));
    await waitFor(() => expect(server.calls('PUT /api/nominee')[0]?.body).toEqual({ optOut: true }));
    expect(await screen.findAllByText(NomineeMessage.OptedOut)).not.toHaveLength(0);
    await typist.click(screen.getByRole('button', { name: 'Name a nominee' }));
    expect(screen.getByRole('checkbox', { name: 'I do not wish to name a nominee' })).toBeChecked();
    await typist.click(screen.getByRole('button', { name: 'Keep the current choice' }));
    expect(screen.getByRole('button', { name: 'Name a nominee' })).toBeInTheDocument();
  });

  it('a named nominee opens in the form when changed', async () => {
    fakeApi({ signedIn: true, kycStatus: 'verified', bankAccount: verifiedAccount(), nominee: namedNominee() });
    const typist = userEvent.setup();
    renderRoute('/kyc');
    expect(await screen.findByLabelText('Nominee on file')).toHaveTextContent('Ravi Rao');
    await typist.click(screen.getByRole('button', { name: 'Change nominee' }));
    expect(screen.getByLabelText(/^Nominee name/)).toHaveValue('Ravi Rao');
    expect(screen.getByRole('combobox', { name: /^Relationship/ })).toHaveValue('Spouse');
  });
});
