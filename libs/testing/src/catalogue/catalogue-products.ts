import type { CatalogueProductsResponse } from '@invest/contracts';

// The API's answer, as GET /api/catalogue/products serves it from the seeded catalogue (services/api catalogue.service.ts), typed as
// the contract so a change of shape on either side fails the type-check.
export const catalogueProducts: CatalogueProductsResponse = {
  "categories": [
    {
      "key": "FIXED_DEPOSITS",
      "label": "Fixed Deposits",
      "displayLabel": "Fixed Deposits",
      "tileSubtitle": "1.5% monthly ROI",
      "order": 1,
      "homeTileOrder": 1
    },
    {
      "key": "BONDS",
      "label": "Bonds",
      "displayLabel": "Bonds",
      "tileSubtitle": "Fixed coupons",
      "order": 2,
      "homeTileOrder": 2
    },
    {
      "key": "MUTUAL_FUNDS",
      "label": "Mutual Funds",
      "displayLabel": "Mutual Funds",
      "tileSubtitle": "Market-linked",
      "order": 3,
      "homeTileOrder": 3
    },
    {
      "key": "PREMIUM_GOLD",
      "label": "Premium Gold",
      "displayLabel": "Premium Gold",
      "tileSubtitle": "Digital hedge",
      "order": 4,
      "homeTileOrder": 6
    },
    {
      "key": "SDI",
      "label": "SDI",
      "displayLabel": "SDI",
      "tileSubtitle": "Higher yield",
      "order": 5,
      "homeTileOrder": 4
    },
    {
      "key": "FRACTIONAL_REAL_ESTATE",
      "label": "Real Estate",
      "displayLabel": "Fractional Real Estate",
      "tileSubtitle": "Small investments",
      "order": 6,
      "homeTileOrder": 5
    }
  ],
  "items": {
    "FIXED_DEPOSITS": [
      {
        "planId": "item.fixed-deposits.regular-fd",
        "name": "Regular FD",
        "returns": "18% p.a.",
        "risk": "Low",
        "liquidity": "Medium",
        "lockIn": "6-30 months"
      },
      {
        "planId": "item.fixed-deposits.flexi-fd",
        "name": "Flexi FD",
        "returns": "17.5% p.a.",
        "risk": "Low",
        "liquidity": "High",
        "lockIn": "6-30 months"
      },
      {
        "planId": "item.fixed-deposits.monthly-income-fd",
        "name": "Monthly Income FD",
        "returns": "18% p.a.",
        "risk": "Low",
        "liquidity": "Medium",
        "lockIn": "6-30 months"
      },
      {
        "planId": "item.fixed-deposits.cumulative-fd",
        "name": "Cumulative FD",
        "returns": "19% p.a.",
        "risk": "Low",
        "liquidity": "Medium",
        "lockIn": "6-30 months"
      },
      {
        "planId": "item.fixed-deposits.tax-saver-fd",
        "name": "Tax Saver FD",
        "returns": "18% p.a.",
        "risk": "Low",
        "liquidity": "Low",
        "lockIn": "Section 80C lock-in"
      },
      {
        "planId": "item.fixed-deposits.senior-citizen-fd",
        "name": "Senior Citizen FD",
        "returns": "18.5% p.a.",
        "risk": "Low",
        "liquidity": "Medium",
        "lockIn": "6-30 months"
      },
      {
        "planId": "item.fixed-deposits.special-fd",
        "name": "Special FD",
        "returns": "20% p.a.",
        "risk": "Low",
        "liquidity": "Medium",
        "lockIn": "6-30 months"
      },
      {
        "planId": "item.fixed-deposits.corporate-fd",
        "name": "Corporate FD",
        "returns": "21% p.a.",
        "risk": "Medium",
        "liquidity": "Medium",
        "lockIn": "6-30 months"
      }
    ],
    "BONDS": [
      {
        "planId": "item.bonds.government-bonds",
        "name": "Government Bonds",
        "returns": "5.5-7% p.a.",
        "risk": "Very Low",
        "liquidity": "Medium"
      },
      {
        "planId": "item.bonds.state-development-loans",
        "name": "State Development Loans",
        "returns": "7-7.5% p.a.",
        "risk": "Very Low",
        "liquidity": "Medium"
      },
      {
        "planId": "item.bonds.floating-rate-savings-bonds",
        "name": "Floating Rate Savings Bonds",
        "returns": "7-8% p.a.",
        "risk": "Very Low",
        "liquidity": "Low"
      },
      {
        "planId": "item.bonds.tax-free-bonds",
        "name": "Tax-Free Bonds",
        "returns": "6-7% p.a.",
        "risk": "Low",
        "liquidity": "Medium"
      },
      {
        "planId": "item.bonds.psu-bonds",
        "name": "PSU Bonds",
        "returns": "7-8.5% p.a.",
        "risk": "Low",
        "liquidity": "Medium"
      },
      {
        "planId": "item.bonds.corporate-bonds",
        "name": "Corporate Bonds",
        "returns": "8-12% p.a.",
        "risk": "Low",
        "liquidity": "Medium"
      },
      {
        "planId": "item.bonds.infrastructure-bonds",
        "name": "Infrastructure Bonds",
        "returns": "8-10% p.a.",
        "risk": "Low",
        "liquidity": "Low"
      },
      {
        "planId": "item.bonds.municipal-bonds",
        "name": "Municipal Bonds",
        "returns": "7.5-9% p.a.",
        "risk": "Low",
        "liquidity": "Low"
      },
      {
        "planId": "item.bonds.green-bonds",
        "name": "Green Bonds",
        "returns": "7.5-9% p.a.",
        "risk": "Low",
        "liquidity": "Medium"
      },
      {
        "planId": "item.bonds.zero-coupon-bonds",
        "name": "Zero Coupon Bonds",
        "returns": "7-9% p.a.",
        "risk": "Low",
        "liquidity": "Medium"
      },
      {
        "planId": "item.bonds.perpetual-bonds",
        "name": "Perpetual Bonds",
        "returns": "9-11% p.a.",
        "risk": "Medium",
        "liquidity": "Low"
      },
      {
        "planId": "item.bonds.high-yield-bonds",
        "name": "High Yield Bonds",
        "returns": "12-18% p.a.",
        "risk": "Medium",
        "liquidity": "Low"
      }
    ],
    "MUTUAL_FUNDS": [
      {
        "planId": "item.mutual-funds.overnight-fund",
        "name": "Overnight Fund",
        "returns": "5-6% p.a.",
        "risk": "Very Low",
        "liquidity": "High"
      },
      {
        "planId": "item.mutual-funds.liquid-fund",
        "name": "Liquid Fund",
        "returns": "6-7% p.a.",
        "risk": "Very Low",
        "liquidity": "High"
      },
      {
        "planId": "item.mutual-funds.ultra-short-duration-fund",
        "name": "Ultra Short Duration Fund",
        "returns": "6-7.5% p.a.",
        "risk": "Low",
        "liquidity": "High"
      },
      {
        "planId": "item.mutual-funds.money-market-fund",
        "name": "Money Market Fund",
        "returns": "6.5-7.5% p.a.",
        "risk": "Low",
        "liquidity": "High"
      },
      {
        "planId": "item.mutual-funds.short-duration-debt-fund",
        "name": "Short Duration Debt Fund",
        "returns": "7-8.5% p.a.",
        "risk": "Low",
        "liquidity": "High"
      },
      {
        "planId": "item.mutual-funds.corporate-bond-fund",
        "name": "Corporate Bond Fund",
        "returns": "7.5-9% p.a.",
        "risk": "Low",
        "liquidity": "High"
      },
      {
        "planId": "item.mutual-funds.gilt-fund",
        "name": "Gilt Fund",
        "returns": "7-9% p.a.",
        "risk": "Low",
        "liquidity": "High"
      },
      {
        "planId": "item.mutual-funds.dynamic-bond-fund",
        "name": "Dynamic Bond Fund",
        "returns": "7-10% p.a.",
        "risk": "Medium",
        "liquidity": "High"
      },
      {
        "planId": "item.mutual-funds.conservative-hybrid-fund",
        "name": "Conservative Hybrid Fund",
        "returns": "7-9% p.a.",
        "risk": "Low",
        "liquidity": "High"
      },
      {
        "planId": "item.mutual-funds.balanced-advantage-fund",
        "name": "Balanced Advantage Fund",
        "returns": "9-12% p.a.",
        "risk": "Medium",
        "liquidity": "High"
      },
      {
        "planId": "item.mutual-funds.aggressive-hybrid-fund",
        "name": "Aggressive Hybrid Fund",
        "returns": "10-14% p.a.",
        "risk": "Medium-High",
        "liquidity": "High"
      },
      {
        "planId": "item.mutual-funds.index-fund",
        "name": "Index Fund",
        "returns": "10-13% p.a.",
        "risk": "Medium-High",
        "liquidity": "High"
      },
      {
        "planId": "item.mutual-funds.large-cap-fund",
        "name": "Large Cap Fund",
        "returns": "10-14% p.a.",
        "risk": "Medium-High",
        "liquidity": "High"
      },
      {
        "planId": "item.mutual-funds.flexi-cap-fund",
        "name": "Flexi Cap Fund",
        "returns": "11-15% p.a.",
        "risk": "High",
        "liquidity": "High"
      },
      {
        "planId": "item.mutual-funds.elss-tax-saver-fund",
        "name": "ELSS Tax Saver Fund",
        "returns": "12-16% p.a.",
        "risk": "High",
        "liquidity": "Low",
        "lockIn": "3 years"
      },
      {
        "planId": "item.mutual-funds.mid-and-small-cap-fund",
        "name": "Mid & Small Cap Fund",
        "returns": "13-18% p.a.",
        "risk": "Very High",
        "liquidity": "High"
      }
    ],
    "PREMIUM_GOLD": [
      {
        "planId": "item.gold.digital-gold",
        "name": "Digital Gold",
        "returns": "Market Linked",
        "risk": "Low",
        "liquidity": "High"
      },
      {
        "planId": "item.gold.gold-sip",
        "name": "Gold SIP",
        "returns": "Market Linked",
        "risk": "Low",
        "liquidity": "High"
      },
      {
        "planId": "item.gold.gold-coins",
        "name": "Gold Coins",
        "returns": "Market Linked",
        "risk": "Low",
        "liquidity": "Medium"
      },
      {
        "planId": "item.gold.gold-bars",
        "name": "Gold Bars",
        "returns": "Market Linked",
        "risk": "Low",
        "liquidity": "Medium"
      },
      {
        "planId": "item.gold.sovereign-gold-bonds",
        "name": "Sovereign Gold Bonds",
        "returns": "Market Linked",
        "risk": "Very Low",
        "liquidity": "Low"
      },
      {
        "planId": "item.gold.gold-etf",
        "name": "Gold ETF",
        "returns": "Market Linked",
        "risk": "Medium",
        "liquidity": "High"
      },
      {
        "planId": "item.gold.gold-fund-of-funds",
        "name": "Gold Fund of Funds",
        "returns": "Market Linked",
        "risk": "Medium",
        "liquidity": "High"
      },
      {
        "planId": "item.gold.gold-index-fund",
        "name": "Gold Index Fund",
        "returns": "Market Linked",
        "risk": "Medium",
        "liquidity": "High"
      },
      {
        "planId": "item.gold.gold-savings-account",
        "name": "Gold Savings Account",
        "returns": "8-10% p.a.",
        "risk": "Low",
        "liquidity": "High"
      },
      {
        "planId": "item.gold.gold-deposit-scheme",
        "name": "Gold Deposit Scheme",
        "returns": "8-10% p.a.",
        "risk": "Low",
        "liquidity": "Low"
      },
      {
        "planId": "item.gold.gold-gift-cards",
        "name": "Gold Gift Cards",
        "returns": "Market Linked",
        "risk": "Low",
        "liquidity": "Medium"
      },
      {
        "planId": "item.gold.gold-jewellery-savings-plan",
        "name": "Gold Jewellery Savings Plan",
        "returns": "Market Linked",
        "risk": "Low",
        "liquidity": "Low"
      },
      {
        "planId": "item.gold.gold-hedge-portfolio",
        "name": "Gold Hedge Portfolio",
        "returns": "8-10% p.a.",
        "risk": "Medium",
        "liquidity": "Medium"
      }
    ],
    "SDI": [
      {
        "planId": "item.sdi.corporate-debentures",
        "name": "Corporate Debentures",
        "returns": "12-15% p.a.",
        "risk": "Medium",
        "liquidity": "Low",
        "lockIn": "2-5 years"
      },
      {
        "planId": "item.sdi.commercial-papers",
        "name": "Commercial Papers",
        "returns": "9-12% p.a.",
        "risk": "Low",
        "liquidity": "Low",
        "lockIn": "3-12 months"
      },
      {
        "planId": "item.sdi.structured-products",
        "name": "Structured Products",
        "returns": "15-18% p.a.",
        "risk": "High",
        "liquidity": "Low",
        "lockIn": "3-7 years"
      },
      {
        "planId": "item.sdi.non-convertible-debentures",
        "name": "Non-Convertible Debentures",
        "returns": "10-13% p.a.",
        "risk": "Medium",
        "liquidity": "Medium"
      },
      {
        "planId": "item.sdi.market-linked-debentures",
        "name": "Market Linked Debentures",
        "returns": "Market Linked",
        "risk": "High",
        "liquidity": "Low"
      },
      {
        "planId": "item.sdi.invoice-discounting",
        "name": "Invoice Discounting",
        "returns": "10-13% p.a.",
        "risk": "Medium",
        "liquidity": "Low"
      },
      {
        "planId": "item.sdi.lease-financing",
        "name": "Lease Financing",
        "returns": "13-16% p.a.",
        "risk": "Medium-High",
        "liquidity": "Low"
      },
      {
        "planId": "item.sdi.asset-backed-securities",
        "name": "Asset-Backed Securities",
        "returns": "10-12% p.a.",
        "risk": "Medium",
        "liquidity": "Low"
      },
      {
        "planId": "item.sdi.mortgage-backed-securities",
        "name": "Mortgage-Backed Securities",
        "returns": "9-11% p.a.",
        "risk": "Low",
        "liquidity": "Low"
      },
      {
        "planId": "item.sdi.securitised-debt-instruments",
        "name": "Securitised Debt Instruments",
        "returns": "11-14% p.a.",
        "risk": "Medium",
        "liquidity": "Low"
      },
      {
        "planId": "item.sdi.pass-through-certificates",
        "name": "Pass Through Certificates",
        "returns": "10-13% p.a.",
        "risk": "Medium",
        "liquidity": "Low"
      },
      {
        "planId": "item.sdi.revenue-based-financing",
        "name": "Revenue-Based Financing",
        "returns": "14-17% p.a.",
        "risk": "High",
        "liquidity": "Low"
      },
      {
        "planId": "item.sdi.supply-chain-finance",
        "name": "Supply Chain Finance",
        "returns": "11-13% p.a.",
        "risk": "Medium",
        "liquidity": "Low"
      },
      {
        "planId": "item.sdi.venture-debt",
        "name": "Venture Debt",
        "returns": "15-18% p.a.",
        "risk": "Very High",
        "liquidity": "Low"
      }
    ],
    "FRACTIONAL_REAL_ESTATE": [
      {
        "planId": "item.real-estate.grade-a-office-space",
        "name": "Grade A Office Space",
        "returns": "12-15% p.a.",
        "risk": "Medium",
        "liquidity": "Low"
      },
      {
        "planId": "item.real-estate.tech-park",
        "name": "Tech Park",
        "returns": "14-18% p.a.",
        "risk": "Medium",
        "liquidity": "Low"
      },
      {
        "planId": "item.real-estate.retail-mall-space",
        "name": "Retail Mall Space",
        "returns": "10-13% p.a.",
        "risk": "Medium",
        "liquidity": "Low"
      },
      {
        "planId": "item.real-estate.high-street-retail",
        "name": "High Street Retail",
        "returns": "10-12% p.a.",
        "risk": "Medium",
        "liquidity": "Low"
      },
      {
        "planId": "item.real-estate.warehousing-and-logistics",
        "name": "Warehousing & Logistics",
        "returns": "11-14% p.a.",
        "risk": "Medium",
        "liquidity": "Low"
      },
      {
        "planId": "item.real-estate.data-centre",
        "name": "Data Centre",
        "returns": "13-16% p.a.",
        "risk": "Medium-High",
        "liquidity": "Low"
      },
      {
        "planId": "item.real-estate.co-working-space",
        "name": "Co-working Space",
        "returns": "12-16% p.a.",
        "risk": "Medium-High",
        "liquidity": "Low"
      },
      {
        "planId": "item.real-estate.hospitality-property",
        "name": "Hospitality Property",
        "returns": "14-20% p.a.",
        "risk": "High",
        "liquidity": "Low"
      },
      {
        "planId": "item.real-estate.student-housing",
        "name": "Student Housing",
        "returns": "10-13% p.a.",
        "risk": "Medium",
        "liquidity": "Low"
      },
      {
        "planId": "item.real-estate.co-living-residential",
        "name": "Co-living Residential",
        "returns": "9-12% p.a.",
        "risk": "Medium",
        "liquidity": "Low"
      },
      {
        "planId": "item.real-estate.pre-leased-residential",
        "name": "Pre-leased Residential",
        "returns": "8-10% p.a.",
        "risk": "Low",
        "liquidity": "Low"
      },
      {
        "planId": "item.real-estate.holiday-homes",
        "name": "Holiday Homes",
        "returns": "12-18% p.a.",
        "risk": "High",
        "liquidity": "Low"
      },
      {
        "planId": "item.real-estate.land-development",
        "name": "Land Development",
        "returns": "18-25% p.a.",
        "risk": "Very High",
        "liquidity": "Low"
      },
      {
        "planId": "item.real-estate.reit-units",
        "name": "REIT Units",
        "returns": "8-12% p.a.",
        "risk": "Medium",
        "liquidity": "High"
      }
    ]
  },
  "liquidity": {
    "FIXED_DEPOSITS": "Medium: premature withdrawal with a 1-2% penalty on interest earned; loan against FD up to 90%",
    "BONDS": "Medium: sale before maturity depends on market demand",
    "MUTUAL_FUNDS": "High: redemption in T+2",
    "PREMIUM_GOLD": "High: sell digital gold any time",
    "SDI": "Low: generally held to maturity",
    "FRACTIONAL_REAL_ESTATE": "Low: exit through resale of your share"
  }
};
