import type { KnowledgeHubResponse } from '@invest/contracts';
import { catalogueProducts } from './catalogue-products.js';

// The API's answer, as GET /api/catalogue/knowledge-hub serves it from the seeded catalogue (services/api catalogue.service.ts), typed as
// the contract so a change of shape on either side fails the type-check.
export const knowledgeHub: KnowledgeHubResponse = {
  // The same categories as GET /api/catalogue/products answers (one seeded list).
  categories: catalogueProducts.categories,
  "summaryCards": [
    {
      "category": "FIXED_DEPOSITS",
      "title": "Fixed Deposits",
      "description": "Guaranteed returns with a 1.5% monthly payout and tenures from 6 to 30 months.",
      "returns": "18-21% p.a.",
      "risk": "Low",
      "liquidity": "Medium"
    },
    {
      "category": "BONDS",
      "title": "Bonds",
      "description": "Government and corporate bonds with fixed coupons and maturities from 1 to 30 years.",
      "returns": "6-15% p.a.",
      "risk": "Low",
      "liquidity": "Medium"
    },
    {
      "category": "MUTUAL_FUNDS",
      "title": "Mutual Funds",
      "description": "Professionally managed, diversified funds with SIP from ₹500 per month.",
      "returns": "8-18% p.a.",
      "risk": "Medium",
      "liquidity": "High"
    },
    {
      "category": "PREMIUM_GOLD",
      "title": "Premium Gold",
      "description": "24-karat 999.9 gold, digital from ₹1, with free storage.",
      "returns": "Market Linked (8-10% p.a.)",
      "risk": "Low",
      "liquidity": "High"
    },
    {
      "category": "SDI",
      "title": "SDI",
      "description": "Structured debt instruments with higher yields from rated issuers.",
      "returns": "9-18% p.a.",
      "risk": "Medium",
      "liquidity": "Low"
    },
    {
      "category": "FRACTIONAL_REAL_ESTATE",
      "title": "Fractional Real Estate",
      "description": "Own a share of commercial property for rental income and appreciation.",
      "returns": "12-25% p.a.",
      "risk": "Medium-High",
      "liquidity": "Low"
    }
  ],
  "details": {
    "FIXED_DEPOSITS": {
      "features": [
        "Fixed returns from 17.5% to 21% p.a. across FD variants",
        "1.5% monthly return, paid on the 15th of every month",
        "Tenure from 6 to 30 months",
        "Monthly payout and cumulative options",
        "Loan against FD up to 90% of the deposit value",
        "Section 80C tax-saver variants"
      ],
      "benefits": [
        "Guaranteed returns",
        "Regular monthly income at 1.5% per month",
        "Senior citizens get an additional 0.5%",
        "Special rates for women, minors, NRIs and corporates",
        "Liquidity through a loan against FD without breaking the deposit"
      ],
      "risks": [
        "Premature withdrawal penalty of 1-2% of interest earned",
        "Issuer credit risk, higher for Corporate FD variants",
        "Reinvestment risk at maturity",
        "Inflation may reduce real returns"
      ],
      "taxation": [
        "Interest is taxed at your income tax slab rate",
        "TDS is deducted when interest exceeds ₹40,000 per year",
        "Tax-saver variants qualify for deduction under section 80C"
      ],
      "eligibility": [
        "Minimum age 18 years",
        "Aadhaar and PAN KYC mandatory",
        "PAN compulsory for deposits above ₹50,000",
        "Minimum deposit ₹1,000 to ₹10,000, up to ₹2 crore",
        "Senior citizens get an additional 0.5%"
      ],
      "investmentStrategies": [
        "Ladder deposits across 6, 12, 18, 24 and 30 month tenures",
        "Choose monthly payout for regular income",
        "Use tax-saver variants for the section 80C deduction",
        "Keep an emergency reserve in a Flexi FD"
      ],
      "returns": "18-21% p.a. (1.5% monthly)",
      "liquidity": "Medium: premature withdrawal with a 1-2% penalty on interest earned; loan against FD up to 90%"
    },
    "BONDS": {
      "features": [
        "Fixed coupon payments",
        "Maturity from 1 to 30 years",
        "Government, corporate and high-yield bonds",
        "Credit-rated issues"
      ],
      "benefits": [
        "Predictable income from fixed coupons",
        "Capital safety with government bonds",
        "Diversification away from equity",
        "Higher yields than savings accounts"
      ],
      "risks": [
        "Interest rate risk: prices fall when rates rise",
        "Credit and default risk of the issuer",
        "Liquidity risk for thinly traded bonds",
        "Reinvestment risk on coupons"
      ],
      "taxation": [
        "Coupon interest is taxed at your income tax slab rate",
        "Capital gains tax applies on sale before maturity",
        "Interest on tax-free bonds is exempt"
      ],
      "eligibility": [
        "Minimum age 18 years",
        "Aadhaar and PAN KYC mandatory",
        "Minimum investment ₹10,000 for government bonds"
      ],
      "investmentStrategies": [
        "Ladder maturities to spread interest rate risk",
        "Combine government and corporate bonds",
        "Hold to maturity to avoid price swings",
        "Limit high-yield bonds to a small share of the portfolio"
      ],
      "returns": "6-15% p.a.",
      "liquidity": "Medium: sale before maturity depends on market demand"
    },
    "MUTUAL_FUNDS": {
      "features": [
        "16 fund types, from overnight funds to mid and small cap funds",
        "SIP from ₹500 per month",
        "Professional fund management",
        "Redemption in T+2"
      ],
      "benefits": [
        "Diversification with small amounts",
        "Rupee cost averaging through SIP",
        "ELSS deduction up to ₹1.5 lakh under section 80C",
        "Transparent daily NAV"
      ],
      "risks": [
        "Market risk: returns are not guaranteed",
        "Interest rate and credit risk in debt funds",
        "Fund manager risk",
        "Exit loads on early redemption in some funds"
      ],
      "taxation": [
        "Capital gains tax on redemption, depending on fund type and holding period",
        "ELSS deduction up to ₹1.5 lakh under section 80C",
        "Dividends are taxed at your income tax slab rate"
      ],
      "eligibility": [
        "Minimum age 18 years",
        "Aadhaar and PAN KYC mandatory",
        "Mutual fund SIP minimum ₹500 per month",
        "Minimum investment ₹500"
      ],
      "investmentStrategies": [
        "Start a monthly SIP for long-term goals",
        "Use debt funds for short-term goals and equity funds for long-term goals",
        "Use ELSS for tax saving",
        "Rebalance once a year"
      ],
      "returns": "8-18% p.a. (market linked)",
      "liquidity": "High: redemption in T+2"
    },
    "PREMIUM_GOLD": {
      "features": [
        "24-karat gold of 999.9 purity",
        "Digital gold from ₹1",
        "Gold SIP from ₹500 per month",
        "Coins and bars from ₹5,000",
        "Free storage",
        "Physical delivery above ₹5,000"
      ],
      "benefits": [
        "Digital hedge against inflation and currency risk",
        "Start small with fractional gold",
        "No making charges on digital gold",
        "Sell any time at the live price"
      ],
      "risks": [
        "Gold prices are market linked and can fall",
        "No regular income from physical or digital gold",
        "Currency movements affect the rupee price"
      ],
      "taxation": [
        "Capital gains tax on sale, depending on the holding period",
        "GST applies on purchase of physical and digital gold"
      ],
      "eligibility": [
        "Minimum age 18 years",
        "Aadhaar and PAN KYC mandatory",
        "Gold fractional from ₹1"
      ],
      "investmentStrategies": [
        "Keep a suggested 5-10% allocation in gold",
        "Accumulate through a monthly Gold SIP",
        "Convert digital gold to coins or bars for physical delivery above ₹5,000"
      ],
      "returns": "Market linked (8-10% p.a.)",
      "liquidity": "High: sell digital gold any time"
    },
    "SDI": {
      "features": [
        "Corporate debentures, commercial papers and structured products",
        "Returns from 9% to 18% p.a.",
        "Rated instruments from A1+ to AAA",
        "Tenures from 3 months to 7 years"
      ],
      "benefits": [
        "Higher yield than fixed deposits and government bonds",
        "Fixed income with known payout dates",
        "Diversification across issuers"
      ],
      "risks": [
        "Credit and default risk of the issuer",
        "Low liquidity before maturity",
        "Rating downgrades can affect value",
        "Structured products depend on the underlying market"
      ],
      "taxation": [
        "Interest is taxed at your income tax slab rate",
        "Capital gains tax applies on transfer before maturity"
      ],
      "eligibility": [
        "Minimum age 18 years",
        "Aadhaar and PAN KYC mandatory",
        "Minimum investment from ₹50,000 to ₹2,00,000 depending on the instrument"
      ],
      "investmentStrategies": [
        "Prefer higher-rated instruments for the core allocation",
        "Match tenure to your cash needs",
        "Spread investments across issuers and instrument types"
      ],
      "returns": "9-18% p.a.",
      "liquidity": "Low: generally held to maturity"
    },
    "FRACTIONAL_REAL_ESTATE": {
      "features": [
        "Fractional ownership of commercial property",
        "Rental yield of 7-9%",
        "Capital appreciation of 5-10%",
        "Properties in Mumbai, Bangalore and Delhi"
      ],
      "benefits": [
        "Access to Grade A property with small investments",
        "Regular rental income",
        "Professional property management",
        "Diversification into real assets"
      ],
      "risks": [
        "Vacancy and tenant default risk",
        "Low liquidity: exit depends on finding a buyer",
        "Property values can fall",
        "Regulatory and title risks"
      ],
      "taxation": [
        "Rental income is taxed at your income tax slab rate",
        "Capital gains tax on sale, depending on the holding period"
      ],
      "eligibility": [
        "Minimum age 18 years",
        "Aadhaar and PAN KYC mandatory",
        "Real estate minimum ₹10,000 to ₹25,000"
      ],
      "investmentStrategies": [
        "Hold for the long term to benefit from appreciation",
        "Spread across office, retail and tech park assets",
        "Reinvest rental income"
      ],
      "returns": "12-25% p.a.",
      "liquidity": "Low: exit through resale of your share"
    }
  }
};
