import { useI18n, useLocale } from '@invest/platform';
import { Muted } from '@invest/ui';
import { agreementLabels, privacyPage } from '../../content/privacy.js';
import styled from 'styled-components';
import { useGetAgreementsQuery } from './api.js';
import { formatDateTime } from './format-date.js';

/**
 * What a signed-in user agreed to as part of a step (not switched here): the Aadhaar e-KYC consent, given before the
 * Aadhaar OTP, and the acceptance of the Terms & Conditions and Risk Disclosure, given before the first payment.
 */
export function AgreementList({ userId }: { userId: string }) {
  const { _ } = useI18n();
  const locale = useLocale();
  const { data } = useGetAgreementsQuery(userId);
  if (!data || data.length === 0) return null;
  return (
    <Box aria-labelledby="privacy-agreements-title">
      <h3 id="privacy-agreements-title">{_(privacyPage.agreementsTitle)}</h3>
      <ul>
        {data.map((agreement) => (
          <li key={agreement.type} data-testid={`agreement-${agreement.type}`}>
            <strong>{_(agreementLabels[agreement.type])}</strong>
            <Muted>
              {agreement.acceptedAt && agreement.acceptedVersion
                ? _(agreement.current ? privacyPage.agreementGiven : privacyPage.agreementGivenOutdated, {
                    date: formatDateTime(agreement.acceptedAt, locale),
                    version: agreement.acceptedVersion,
                    current: agreement.currentVersion,
                  })
                : _(privacyPage.agreementNotGiven)}
            </Muted>
          </li>
        ))}
      </ul>
    </Box>
  );
}

const Box = styled.section`
  margin-top: ${({ theme }) => theme.space.md};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space.sm};
  }
`;
