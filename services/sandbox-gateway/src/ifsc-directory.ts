/**
 * The stand-in's small IFSC directory: the banks it knows by their four-letter IFSC bank code (with the city of
 * their head office), and a few branches written out in full. Razorpay's IFSC API knows every branch of RBI's
 * lists; this is only enough for development and tests (ifsc.ts answers any other well-formed code of a known bank
 * with a sandbox branch).
 */

export interface KnownBank {
  name: string;
  city: string;
  state: string;
  /** ISO 3166-2 code of the state, as Razorpay's IFSC API gives it. */
  iso3166: string;
}

const MUMBAI = { city: 'MUMBAI', state: 'MAHARASHTRA', iso3166: 'IN-MH' } as const;

/** Four-letter IFSC bank codes (RBI's) of the banks the stand-in knows. */
export const KNOWN_BANKS: Readonly<Record<string, KnownBank>> = {
  SBIN: { name: 'State Bank of India', ...MUMBAI },
  HDFC: { name: 'HDFC Bank', ...MUMBAI },
  ICIC: { name: 'ICICI Bank', ...MUMBAI },
  UTIB: { name: 'Axis Bank', ...MUMBAI },
  KKBK: { name: 'Kotak Mahindra Bank', ...MUMBAI },
  PUNB: { name: 'Punjab National Bank', city: 'NEW DELHI', state: 'DELHI', iso3166: 'IN-DL' },
  BARB: { name: 'Bank of Baroda', city: 'VADODARA', state: 'GUJARAT', iso3166: 'IN-GJ' },
  CNRB: { name: 'Canara Bank', city: 'BENGALURU', state: 'KARNATAKA', iso3166: 'IN-KA' },
  UBIN: { name: 'Union Bank of India', ...MUMBAI },
  BKID: { name: 'Bank of India', ...MUMBAI },
  CBIN: { name: 'Central Bank of India', ...MUMBAI },
  IDIB: { name: 'Indian Bank', city: 'CHENNAI', state: 'TAMIL NADU', iso3166: 'IN-TN' },
  IOBA: { name: 'Indian Overseas Bank', city: 'CHENNAI', state: 'TAMIL NADU', iso3166: 'IN-TN' },
  MAHB: { name: 'Bank of Maharashtra', city: 'PUNE', state: 'MAHARASHTRA', iso3166: 'IN-MH' },
  IBKL: { name: 'IDBI Bank', ...MUMBAI },
  YESB: { name: 'Yes Bank', ...MUMBAI },
  INDB: { name: 'IndusInd Bank', city: 'PUNE', state: 'MAHARASHTRA', iso3166: 'IN-MH' },
  IDFB: { name: 'IDFC First Bank', ...MUMBAI },
  FDRL: { name: 'Federal Bank', city: 'ALUVA', state: 'KERALA', iso3166: 'IN-KL' },
  KARB: { name: 'Karnataka Bank', city: 'MANGALURU', state: 'KARNATAKA', iso3166: 'IN-KA' },
  SRCB: { name: 'Saraswat Co-operative Bank', ...MUMBAI },
};

/** Razorpay's IFSC API answer for one branch (https://ifsc.razorpay.com/<IFSC>), field for field. */
export interface IfscRecord {
  BANK: string;
  IFSC: string;
  BRANCH: string;
  CENTRE: string;
  DISTRICT: string;
  STATE: string;
  ADDRESS: string;
  CONTACT: string | null;
  IMPS: boolean;
  CITY: string;
  UPI: boolean;
  MICR: string | null;
  RTGS: boolean;
  NEFT: boolean;
  SWIFT: string | null;
  ISO3166: string;
  /** The bank that owns the code; differs from the IFSC's first four letters for a sublet branch. */
  BANKCODE: string;
}

type BranchFacts = Pick<IfscRecord, 'BRANCH' | 'ADDRESS' | 'CITY' | 'DISTRICT'> &
  Partial<Pick<IfscRecord, 'CENTRE' | 'STATE' | 'ISO3166' | 'CONTACT' | 'MICR' | 'BANK' | 'BANKCODE'>>;

/** Main branches of the large banks, and Razorpay's own examples of sublet codes (a co-operative bank's branch under a larger bank's code). */
const BRANCHES: Readonly<Record<string, BranchFacts>> = {
  SBIN0000300: { BRANCH: 'MUMBAI MAIN BRANCH', ADDRESS: 'MUMBAI SAMACHAR MARG, FORT, MUMBAI 400023', CITY: 'MUMBAI', DISTRICT: 'MUMBAI', MICR: '400002002' },
  SBIN0000691: {
    BRANCH: 'NEW DELHI MAIN BRANCH',
    ADDRESS: '11, SANSAD MARG, NEW DELHI 110001',
    CITY: 'NEW DELHI',
    DISTRICT: 'NEW DELHI',
    STATE: 'DELHI',
    ISO3166: 'IN-DL',
  },
  HDFC0000001: {
    BRANCH: 'KAMALA MILLS COMPOUND',
    ADDRESS: 'TRADE WORLD, KAMALA MILLS COMPOUND, SENAPATI BAPAT MARG, LOWER PAREL, MUMBAI 400013',
    CITY: 'MUMBAI',
    DISTRICT: 'MUMBAI',
  },
  ICIC0000001: {
    BRANCH: 'MUMBAI - BANDRA KURLA COMPLEX',
    ADDRESS: 'ICICI BANK TOWERS, BANDRA KURLA COMPLEX, BANDRA EAST, MUMBAI 400051',
    CITY: 'MUMBAI',
    DISTRICT: 'MUMBAI',
  },
  UTIB0000004: { BRANCH: 'MUMBAI FORT', ADDRESS: 'JEEVAN PRAKASH BUILDING, SIR P M ROAD, FORT, MUMBAI 400001', CITY: 'MUMBAI', DISTRICT: 'MUMBAI' },
  KKBK0000001: { BRANCH: 'MUMBAI - NARIMAN POINT', ADDRESS: 'BAKHTAWAR, 229 NARIMAN POINT, MUMBAI 400021', CITY: 'MUMBAI', DISTRICT: 'MUMBAI' },
  KARB0000001: {
    BRANCH: 'RTGS-HO',
    ADDRESS: 'REGD. & HEAD OFFICE, P.B.NO.599, MAHAVEER CIRCLE, KANKANADY, MANGALORE - 575002',
    CITY: 'DAKSHINA KANNADA',
    DISTRICT: 'MANGALORE',
    CONTACT: '2228222',
  },
  YESB0DNB002: {
    BANK: 'Delhi Nagrik Sehkari Bank',
    BANKCODE: 'DENS',
    BRANCH: 'Delhi Nagrik Sehkari Bank IMPS',
    ADDRESS: '720, NEAR GHANTAGHAR, SUBZI MANDI, DELHI - 110007',
    CITY: 'MUMBAI',
    CENTRE: 'DELHI',
    DISTRICT: 'DELHI',
    MICR: '110196002',
  },
  SRCB0JCB002: {
    BRANCH: 'JIJAU COMMERCIAL CO-OP BANK LTD, MAIN BRANCH',
    ADDRESS: '1ST FLOOR,KHATRI COMPLEX,WALCUT COMPOUND,AMRAVATI',
    CITY: 'AMRAVATI',
    DISTRICT: 'AMRAVATI',
    MICR: '444808101',
  },
};

/** The branch written out in the directory, or a sandbox branch of a known bank; undefined for an unknown bank. */
export function branchOf(ifsc: string): IfscRecord | undefined {
  const bankCode = ifsc.slice(0, 4);
  const bank = KNOWN_BANKS[bankCode];
  if (!bank) return undefined;
  const facts: BranchFacts = BRANCHES[ifsc] ?? {
    BRANCH: `${bank.name.toUpperCase()} SANDBOX BRANCH`,
    ADDRESS: `SANDBOX BRANCH ${ifsc.slice(5)}, ${bank.city}`,
    CITY: bank.city,
    DISTRICT: bank.city,
  };
  return {
    BANK: facts.BANK ?? bank.name,
    IFSC: ifsc,
    BRANCH: facts.BRANCH,
    CENTRE: facts.CENTRE ?? facts.DISTRICT,
    DISTRICT: facts.DISTRICT,
    STATE: facts.STATE ?? bank.state,
    ADDRESS: facts.ADDRESS,
    CONTACT: facts.CONTACT ?? null,
    IMPS: true,
    CITY: facts.CITY,
    UPI: true,
    MICR: facts.MICR ?? null,
    RTGS: true,
    NEFT: true,
    SWIFT: null,
    ISO3166: facts.ISO3166 ?? bank.iso3166,
    BANKCODE: facts.BANKCODE ?? bankCode,
  };
}
