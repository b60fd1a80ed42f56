import { BRAND } from '@invest/platform';

/** Product §9: each verify click waits 2 s. */
export const VERIFY_DELAY_MS = 2000;

export type SubStepStatus = 'Verified' | 'In Progress' | 'Pending';

/** The three KYC sub-steps with their pre-filled, read-only sample values ({key}, {token} from the brand config). */
export const KYC_SUB_STEPS = [
  { title: 'Aadhaar Verification', fields: [{ label: 'Aadhaar Number', value: BRAND.demo.aadhaar }] },
  { title: 'PAN Verification', fields: [{ label: 'PAN Number', value: BRAND.demo.pan }] },
  {
    title: 'Mobile OTP',
    fields: [
      { label: 'Mobile Number', value: BRAND.demo.phone },
      { label: 'OTP', value: BRAND.demo.otp },
    ],
  },
] as const;

export function subStepStatus(index: number, current: number): SubStepStatus {
  if (index < current) return 'Verified';
  return index === current ? 'In Progress' : 'Pending';
}
