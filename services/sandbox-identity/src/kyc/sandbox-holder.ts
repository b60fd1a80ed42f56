import { SANDBOX_IDENTITY_TEST_VALUES } from '@invest/contracts';

/** The e-KYC record every sandbox Aadhaar returns (UIDAI's fields, as Cashfree passes them on). */
export function sandboxAadhaarRecord(aadhaar: string, refId: string) {
  return {
    ref_id: refId,
    status: 'VALID',
    message: 'Aadhaar Card Exists',
    care_of: 'D/O: Ravi Rao',
    address: '12, MG Road, Bengaluru, Karnataka, India',
    dob: '15-08-1990',
    email: '',
    gender: 'F',
    name: SANDBOX_IDENTITY_TEST_VALUES.holderName,
    split_address: {
      country: 'India',
      dist: 'Bengaluru Urban',
      house: '12',
      landmark: '',
      pincode: 560001,
      po: 'Bengaluru GPO',
      state: 'Karnataka',
      street: 'MG Road',
      subdist: 'Bengaluru North',
      vtc: 'Bengaluru',
    },
    year_of_birth: 1990,
    mobile_hash: '',
    photo_link: '',
    share_code: aadhaar.slice(-4),
    xml_file: '',
  };
}

/** A PAN's link to an Aadhaar in the sandbox: every PAN is linked but the not-linked and inoperative test values. */
export function panLinkOf(pan: string): { linked: boolean; inoperative: boolean } {
  if (pan === SANDBOX_IDENTITY_TEST_VALUES.panNotLinked) return { linked: false, inoperative: false };
  if (pan === SANDBOX_IDENTITY_TEST_VALUES.panInoperative) return { linked: false, inoperative: true };
  return { linked: true, inoperative: false };
}

/** Who a PAN is registered to in the sandbox: the Aadhaar holder, except the name-mismatch test value. */
export function sandboxPanHolder(pan: string): string | undefined {
  const digits = pan.slice(5, 9);
  if (digits === '0000') return undefined;
  return digits === '9999' ? 'Ravi Kumar Sharma' : SANDBOX_IDENTITY_TEST_VALUES.holderName;
}
