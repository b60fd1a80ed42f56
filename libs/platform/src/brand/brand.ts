/**
 * Every placeholder value of the spec ({name}, {email}, {key}, {token}) lives here, and only here.
 * All values are fictional: the domain is reserved (.example), names and numbers are made up.
 * The one set of placeholders kept beside them in `@invest/contracts` is the tax deductor's (`TAX_DEDUCTOR`: this
 * company's name, a TAN and a PAN), because the API prints them on the TDS certificates and the API reads only
 * contracts; brand.test.ts holds the two names together.
 */
export const BRAND = {
  name: 'Solidstep Invest',
  company: 'Solidstep Capital Private Limited',
  tagline: 'BOLD STEP, SOLID GROWTH',
  website: 'https://solidstep.example',
  managingDirector: 'Aarav Kelkar',
  ceo: 'Nandini Joshi',
  phone: {
    display: '+91 98000 00000',
    e164: '+919800000000',
  },
  whatsapp: {
    /** wa.me number: country code and number, digits only. */
    number: '919800000000',
    display: '+91 98000 00000',
  },
  email: {
    support: 'support@solidstep.example',
    security: 'security@solidstep.example',
    dpo: 'dpo@solidstep.example',
  },
  address: ['Office 7, Example Enclave', 'Gangapur Road', 'Nashik, Maharashtra 422013', 'India'],
  bank: {
    bankName: 'Example Co-operative Bank',
    accountHolder: 'Solidstep Capital Private Limited',
    accountNumber: '000012345678',
    ifsc: 'EXMP0000001',
    branchCode: '000001',
    micr: '422000000',
  },
  demo: {
    aadhaar: '1234 5678 9012',
    pan: 'ABCDE1234F',
    phone: '9800000000',
    otp: '123456',
  },
} as const;

export type Brand = typeof BRAND;

/** Footer credit (product §1 and §2). */
export const OWNER_CREDIT = `Owned and managed by ${BRAND.company}.`;

/** Market-risk disclaimer shown in the footer. */
export const MARKET_RISK_DISCLAIMER = 'Investments are subject to market risks. Read all related documents carefully before investing.';
