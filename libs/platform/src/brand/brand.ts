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
    grievance: 'grievance@solidstep.example',
    nodal: 'nodal.officer@solidstep.example',
  },
  address: ['Office 7, Example Enclave', 'Gangapur Road', 'Nashik, Maharashtra 422013', 'India'],
  /**
   * Where a complaint goes, in order (shown in the footer and on the legal pages): the grievance officer, then the
   * principal nodal officer, then the regulator of the product. Names and numbers are fictional; the regulators'
   * portals are real.
   */
  grievance: {
    officer: {
      role: 'Grievance Officer',
      name: 'Meera Kulkarni',
      email: 'grievance@solidstep.example',
      phone: { display: '+91 98000 00011', e164: '+919800000011' },
      hours: 'Monday to Saturday, 10:00 to 18:00 IST',
      response: 'We acknowledge your complaint within 2 working days and answer it within 10 days.',
    },
    nodalOfficer: {
      role: 'Principal Nodal Officer',
      name: 'Rohan Deshpande',
      email: 'nodal.officer@solidstep.example',
      phone: { display: '+91 98000 00022', e164: '+919800000022' },
      response:
        'If the answer does not settle it, or none comes within 10 days, write to our Principal Nodal Officer, who gives our final answer within 21 days of your complaint.',
    },
    regulators: [
      {
        products: 'Bonds, mutual funds, SDI and fractional real estate',
        name: 'SEBI SCORES',
        url: 'https://scores.sebi.gov.in',
        when: 'if we have not resolved your complaint within 21 days, or you disagree with our final answer; after SCORES, SEBI’s Online Dispute Resolution portal (https://smartodr.in).',
      },
      {
        products: 'Fixed deposits (company deposits)',
        name: 'RBI Integrated Ombudsman',
        url: 'https://cms.rbi.org.in',
        when: 'if we reject your complaint, or you have no reply within 30 days of making it.',
      },
      {
        products: 'Premium gold',
        name: 'National Consumer Helpline (1915)',
        url: 'https://consumerhelpline.gov.in',
        when: 'digital gold is regulated by neither SEBI nor RBI, so consumer law is the route after our final answer.',
      },
    ],
  },
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
