import { forgetTyped } from '../support/typed-values.ts';

/**
 * The helpers the production journey shares with the default run record what they typed (OTPs, the Aadhaar, the card)
 * for that run's end-of-run scan of its embedded database and logs (support/global-teardown.ts). This run keeps its
 * data in MySQL, which that scan does not read: the record, values in clear in the temp folder, is deleted.
 */
export default function forgetTypedValues(): void {
  forgetTyped();
}
