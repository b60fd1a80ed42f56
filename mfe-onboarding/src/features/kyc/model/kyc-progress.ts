/** The KYC steps that are real (Documents and Agreement stay inactive): identity, the bank account, the nominee. */
export type KycStepName = 'identity' | 'bankAccount' | 'nominee';

/** Which real steps are done: KYC verified, the bank account verified, a nominee named or declined. */
export type KycProgress = Record<KycStepName, boolean>;

const ORDER: readonly KycStepName[] = ['identity', 'bankAccount', 'nominee'];

/** The first step not done yet, or null once all are. */
export function firstIncompleteStep(progress: KycProgress): KycStepName | null {
  return ORDER.find((step) => !progress[step]) ?? null;
}

export function isComplete(progress: KycProgress): boolean {
  return firstIncompleteStep(progress) === null;
}
