import { BRAND } from '@invest/platform';

/** Product §9: each verify click waits 2 s. */
export const VERIFY_DELAY_MS = 2000;

export type SubStepStatus = 'verified' | 'inProgress' | 'pending';

/**
 * The three KYC sub-steps with their pre-filled, read-only sample values (from the brand config); `title` and `label`
 * are message ids.
 */
export const KYC_SUB_STEPS = [
  { title: 'demo.kyc.aadhaar.title', fields: [{ label: 'demo.kyc.aadhaar.number', value: BRAND.demo.aadhaar }] },
  { title: 'demo.kyc.pan.title', fields: [{ label: 'demo.kyc.pan.number', value: BRAND.demo.pan }] },
  {
    title: 'demo.kyc.mobile.title',
    fields: [
      { label: 'demo.kyc.mobile.number', value: BRAND.demo.phone },
      { label: 'demo.kyc.mobile.otp', value: BRAND.demo.otp },
    ],
  },
] as const;

/** A sub-step's status ('Verified', 'In Progress', 'Pending'): its message is `demo.kyc.status.<status>`. */
export function subStepStatus(index: number, current: number): SubStepStatus {
  if (index < current) return 'verified';
  return index === current ? 'inProgress' : 'pending';
}
