import type { Locale } from '@invest/mf/ownership';
import { BRAND, MARKET_RISK_DISCLAIMER, OWNER_CREDIT } from './brand.js';

/**
 * The brand config's sentences in each language. The names, addresses, e-mails, phones and links stay in brand.ts,
 * the one place they are written; what a visitor reads around them is here, English exactly as brand.ts words it.
 */
export interface BrandWords {
  tagline: string;
  ownerCredit: string;
  marketRisk: string;
  officer: { role: string; hours: string; response: string };
  nodalOfficer: { role: string; response: string };
  /** In the order of BRAND.grievance.regulators: the products each regulator covers, its name, and when to turn to it. */
  regulators: readonly { products: string; name: string; when: string }[];
}

const { officer, nodalOfficer, regulators } = BRAND.grievance;

const ENGLISH: BrandWords = {
  tagline: BRAND.tagline,
  ownerCredit: OWNER_CREDIT,
  marketRisk: MARKET_RISK_DISCLAIMER,
  officer: { role: officer.role, hours: officer.hours, response: officer.response },
  nodalOfficer: { role: nodalOfficer.role, response: nodalOfficer.response },
  regulators: regulators.map(({ products, name, when }) => ({ products, name, when })),
};

const HINDI: BrandWords = {
  tagline: 'मज़बूत क़दम, ठोस बढ़त',
  ownerCredit: `${BRAND.company} के स्वामित्व और प्रबंधन में।`,
  marketRisk: 'निवेश बाज़ार जोखिमों के अधीन हैं। निवेश से पहले सभी संबंधित दस्तावेज़ ध्यान से पढ़ें।',
  officer: {
    role: 'शिकायत निवारण अधिकारी',
    hours: 'सोमवार से शनिवार, 10:00 से 18:00 IST',
    response: 'हम आपकी शिकायत 2 कार्य दिवसों में दर्ज होने की पुष्टि करते हैं और 10 दिनों के भीतर उसका उत्तर देते हैं।',
  },
  nodalOfficer: {
    role: 'प्रधान नोडल अधिकारी',
    response: 'अगर उत्तर से समाधान न हो, या 10 दिनों में कोई उत्तर न आए, तो हमारे प्रधान नोडल अधिकारी को लिखें, जो आपकी शिकायत के 21 दिनों के भीतर हमारा अंतिम उत्तर देते हैं।',
  },
  regulators: [
    {
      products: 'बॉन्ड, म्यूचुअल फंड, SDI और फ्रैक्शनल रियल एस्टेट',
      name: 'SEBI SCORES',
      when: 'अगर हमने 21 दिनों में आपकी शिकायत हल नहीं की, या आप हमारे अंतिम उत्तर से असहमत हैं; SCORES के बाद SEBI का ऑनलाइन विवाद समाधान पोर्टल (https://smartodr.in)।',
    },
    {
      products: 'सावधि जमा (कंपनी जमा)',
      name: 'RBI एकीकृत लोकपाल',
      when: 'अगर हम आपकी शिकायत अस्वीकार करें, या शिकायत करने के 30 दिनों में आपको कोई उत्तर न मिले।',
    },
    {
      products: 'प्रीमियम गोल्ड',
      name: 'राष्ट्रीय उपभोक्ता हेल्पलाइन (1915)',
      when: 'डिजिटल गोल्ड न SEBI के नियमन में है न RBI के, इसलिए हमारे अंतिम उत्तर के बाद उपभोक्ता क़ानून का रास्ता है।',
    },
  ],
};

const WORDS: Readonly<Record<Locale, BrandWords>> = { en: ENGLISH, hi: HINDI };

/** The brand's sentences in a language (English when not said). */
export function brandWords(locale: Locale = 'en'): BrandWords {
  return WORDS[locale];
}
