import type { Language, PortfolioPayout, PortfolioTransaction } from '@invest/contracts';

/**
 * The portfolio statement's words in each language (issue 33). English is the statement as it always read; Hindi is
 * written for investors in the words Indian banks use on their own Hindi statements (खाताधारक, मूलधन, सकल, शुद्ध,
 * परिपक्वता, नामांकित व्यक्ति, अस्वीकरण). Values (names, products, dates, "INR" amounts, ids) are the same in both.
 */
export interface StatementPdfWords {
  title: string;
  generated: (generatedAt: string, asOf: string) => string;
  holder: string;
  pan: string;
  mobile: string;
  totals: string;
  totalRows: { invested: string; currentValue: string; earnings: string; return: string; xirr: string; noXirr: string; investments: string };
  distribution: string;
  distributionColumns: [string, string, string];
  noInvestments: string;
  holdings: string;
  holdingColumns: [string, string, string, string, string, string, string];
  transactions: string;
  transactionColumns: [string, string, string, string, string];
  transactionTypes: Record<PortfolioTransaction['type'], string>;
  noTransactions: string;
  payouts: string;
  payoutColumns: [string, string, string, string, string, string, string, string];
  payoutStates: Record<'awaiting' | 'scheduled' | 'processing' | 'paid' | 'reversed' | 'cancelled', string>;
  noPayouts: string;
  principalNote: (date: string, kind: PortfolioPayout['payoutType'], principal: string, gross: string) => string;
  reversedNote: (date: string, reason: string) => string;
  years: string;
  yearColumns: [string, string, string, string];
  noYears: string;
  nominee: string;
  nomineeLines: { optedOut: string; notStarted: string; nominee: string; minor: string; guardian: string };
  disclaimerHeading: string;
  disclaimer: string;
}

const PAYOUT_KIND_EN: Record<PortfolioPayout['payoutType'], string> = {
  monthly: 'monthly payout',
  maturity: 'maturity payout',
  withdrawal: 'premature withdrawal',
  redemption: 'redemption',
};

const PAYOUT_KIND_HI: Record<PortfolioPayout['payoutType'], string> = {
  monthly: 'का मासिक भुगतान',
  maturity: 'का परिपक्वता भुगतान',
  withdrawal: 'की समय से पहले निकासी',
  redemption: 'का रिडेम्पशन',
};

export const STATEMENT_PDF_WORDS: Readonly<Record<Language, StatementPdfWords>> = {
  en: {
    title: 'Portfolio & ROI statement',
    generated: (generatedAt, asOf) => `Generated on ${generatedAt}; values as of ${asOf}. Dates are India time (IST).`,
    holder: 'Account holder',
    pan: 'PAN',
    mobile: 'Registered mobile',
    totals: 'Totals',
    totalRows: {
      invested: 'Total invested',
      currentValue: 'Current value',
      earnings: 'Total earnings',
      return: 'Return',
      xirr: 'Annualised return (XIRR)',
      noXirr: 'Not enough history yet',
      investments: 'Investments',
    },
    distribution: 'Distribution by category',
    distributionColumns: ['Category', 'Invested', 'Share'],
    noInvestments: 'No investments yet.',
    holdings: 'Holdings',
    holdingColumns: ['Product', 'Status', 'Invested', 'Current value', 'Rate p.a.', 'Invested on', 'Matures'],
    transactions: 'Transactions',
    transactionColumns: ['Date (IST)', 'Type', 'Product', 'Status', 'Amount'],
    transactionTypes: { investment: 'Investment', payout: 'Payout', fee: 'Fee', refund: 'Refunded' },
    noTransactions: 'No transactions yet.',
    payouts: 'Payouts',
    payoutColumns: ['Date', 'Product', 'Type', 'State', 'Gross', 'TDS', 'Net', 'Account'],
    payoutStates: {
      awaiting: 'Awaiting account',
      scheduled: 'Scheduled',
      processing: 'Processing',
      paid: 'Paid',
      reversed: 'Reversed',
      cancelled: 'Cancelled',
    },
    noPayouts: 'No payouts scheduled.',
    principalNote: (date, kind, principal, gross) => `${date} ${PAYOUT_KIND_EN[kind]}: principal ${principal} of ${gross} (TDS on the interest only).`,
    reversedNote: (date, reason) => `Reversed ${date} payout: ${reason}`,
    years: 'Payouts per financial year (April-March)',
    yearColumns: ['Financial year', 'Gross', 'TDS', 'Net paid'],
    noYears: 'No payouts sent yet.',
    nominee: 'Nominee',
    nomineeLines: { optedOut: 'Opted out: no nominee named', notStarted: 'No nominee named yet', nominee: 'Nominee', minor: ', a minor', guardian: 'guardian' },
    disclaimerHeading: 'Disclaimer',
    disclaimer: 'Investments are subject to market risks. Read all related documents carefully before investing.',
  },
  hi: {
    title: 'पोर्टफ़ोलियो और रिटर्न (ROI) विवरण',
    generated: (generatedAt, asOf) => `${generatedAt} को बनाया गया; मूल्य ${asOf} तक के। सभी तिथियाँ भारतीय समय (IST) में हैं।`,
    holder: 'खाताधारक',
    pan: 'PAN',
    mobile: 'पंजीकृत मोबाइल',
    totals: 'कुल योग',
    totalRows: {
      invested: 'कुल निवेश',
      currentValue: 'वर्तमान मूल्य',
      earnings: 'कुल कमाई',
      return: 'रिटर्न',
      xirr: 'वार्षिक रिटर्न (XIRR)',
      noXirr: 'अभी पर्याप्त अवधि नहीं हुई',
      investments: 'निवेशों की संख्या',
    },
    distribution: 'श्रेणी के अनुसार निवेश',
    distributionColumns: ['श्रेणी', 'निवेश राशि', 'हिस्सा'],
    noInvestments: 'अभी कोई निवेश नहीं है।',
    holdings: 'आपके निवेश',
    holdingColumns: ['उत्पाद', 'स्थिति', 'निवेश राशि', 'वर्तमान मूल्य', 'वार्षिक दर', 'निवेश की तिथि', 'परिपक्वता'],
    transactions: 'लेन-देन',
    transactionColumns: ['तिथि (IST)', 'प्रकार', 'उत्पाद', 'स्थिति', 'राशि'],
    transactionTypes: { investment: 'निवेश', payout: 'भुगतान', fee: 'शुल्क', refund: 'रिफंड' },
    noTransactions: 'अभी कोई लेन-देन नहीं है।',
    payouts: 'भुगतान',
    payoutColumns: ['तिथि', 'उत्पाद', 'प्रकार', 'स्थिति', 'सकल', 'TDS', 'शुद्ध', 'खाता'],
    payoutStates: {
      awaiting: 'खाते की प्रतीक्षा',
      scheduled: 'निर्धारित',
      processing: 'प्रक्रिया में',
      paid: 'भुगतान हुआ',
      reversed: 'लौट आया',
      cancelled: 'रद्द',
    },
    noPayouts: 'कोई भुगतान निर्धारित नहीं है।',
    principalNote: (date, kind, principal, gross) => `${date} ${PAYOUT_KIND_HI[kind]}: ${gross} में से ${principal} मूलधन है (TDS केवल ब्याज पर)।`,
    reversedNote: (date, reason) => `${date} का भुगतान लौट आया: ${reason}`,
    years: 'वित्त वर्ष के अनुसार भुगतान (अप्रैल-मार्च)',
    yearColumns: ['वित्त वर्ष', 'सकल', 'TDS', 'शुद्ध भुगतान'],
    noYears: 'अभी कोई भुगतान नहीं भेजा गया है।',
    nominee: 'नामांकित व्यक्ति',
    nomineeLines: {
      optedOut: 'नामांकन नहीं चुना: कोई नामांकित व्यक्ति नहीं',
      notStarted: 'अभी कोई नामांकित व्यक्ति नहीं',
      nominee: 'नामांकित व्यक्ति',
      minor: ', नाबालिग',
      guardian: 'अभिभावक',
    },
    disclaimerHeading: 'अस्वीकरण',
    disclaimer: 'निवेश बाज़ार जोखिमों के अधीन हैं। निवेश करने से पहले सभी संबंधित दस्तावेज़ ध्यान से पढ़ें।',
  },
};
