import { expect } from '@jest/globals';
import { BRAND } from '@invest/platform';
import { screen, within } from '@testing-library/react';

/** The page on screen names the grievance officer, the principal nodal officer and each regulator to escalate to. */
export function expectGrievanceSection(): void {
  const section = screen.getByRole('region', { name: 'Grievance redressal' });
  const { officer, nodalOfficer, regulators } = BRAND.grievance;
  for (const text of [officer.name, officer.email, officer.phone.display, officer.response, nodalOfficer.name, nodalOfficer.response])
    expect(section).toHaveTextContent(text);
  for (const regulator of regulators) expect(within(section).getByRole('link', { name: regulator.name })).toHaveAttribute('href', regulator.url);
}
