import type { ProductPageResponse, ProductPageSlug } from '@invest/contracts';

// The API's answer, as GET /api/catalogue/product-pages/{slug} serves it from the seeded catalogue (services/api catalogue.service.ts), typed as
// the contract so a change of shape on either side fails the type-check.
export const productPages: { readonly [S in ProductPageSlug]: ProductPageResponse<S> } = {
  "fixed-deposits": {
    "category": "FIXED_DEPOSITS",
    "path": "/fixed-deposits",
    "productType": "Fixed Deposit",
    "benefits": [
      {
        "title": "Guaranteed Returns",
        "description": "Fixed returns up to 22% p.a., locked in when you invest."
      },
      {
        "title": "1.5% Monthly Returns",
        "description": "Monthly income paid on the 15th of every month."
      },
      {
        "title": "Loan Against FD",
        "description": "Borrow up to 90% of your deposit value without breaking it."
      },
      {
        "title": "Senior Citizen Benefit",
        "description": "An additional 0.5% for senior citizens."
      }
    ],
    "plans": [
      {
        "planId": "plan.fixed-deposits.short-term-fd",
        "name": "Short Term FD",
        "duration": "12 Months",
        "durationMonths": 12,
        "rate": "18% p.a.",
        "ratePercent": 18,
        "minAmount": 10000,
        "monthlyReturn": "1.5%",
        "monthlyRatePercent": 1.5,
        "features": [
          "Monthly payout on the 15th",
          "Loan against FD up to 90%",
          "Premature withdrawal with 1-2% penalty on interest earned",
          "Senior citizens +0.5%"
        ],
        "popular": true
      },
      {
        "planId": "plan.fixed-deposits.medium-term-fd",
        "name": "Medium Term FD",
        "duration": "24 Months",
        "durationMonths": 24,
        "rate": "20% p.a.",
        "ratePercent": 20,
        "minAmount": 25000,
        "monthlyReturn": "1.67%",
        "monthlyRatePercent": 1.67,
        "features": [
          "Monthly payout on the 15th",
          "Loan against FD up to 90%",
          "Premature withdrawal with 1-2% penalty on interest earned",
          "Senior citizens +0.5%"
        ],
        "popular": false
      },
      {
        "planId": "plan.fixed-deposits.long-term-fd",
        "name": "Long Term FD",
        "duration": "36 Months",
        "durationMonths": 36,
        "rate": "22% p.a.",
        "ratePercent": 22,
        "minAmount": 50000,
        "monthlyReturn": "1.83%",
        "monthlyRatePercent": 1.83,
        "features": [
          "Monthly payout on the 15th",
          "Loan against FD up to 90%",
          "Premature withdrawal with 1-2% penalty on interest earned",
          "Senior citizens +0.5%"
        ],
        "popular": false
      }
    ],
    "displayLabel": "Fixed Deposits",
    "risk": "Low"
  },
  "bonds": {
    "category": "BONDS",
    "path": "/bonds",
    "productType": "Government Bonds",
    "benefits": [
      {
        "title": "Fixed Coupons",
        "description": "Predictable interest paid on a fixed schedule."
      },
      {
        "title": "Capital Safety",
        "description": "Government bonds carry very low risk."
      },
      {
        "title": "Flexible Maturity",
        "description": "Maturities from 1 to 30 years."
      },
      {
        "title": "Diversification",
        "description": "Balance your portfolio with fixed income."
      }
    ],
    "plans": [
      {
        "planId": "plan.bonds.government-bonds",
        "name": "Government Bonds",
        "rate": "5.5-7% p.a.",
        "ratePercent": {
          "min": 5.5,
          "max": 7
        },
        "minAmount": 10000,
        "duration": "1-10 years",
        "durationMonths": {
          "min": 12,
          "max": 120
        },
        "risk": "Very Low",
        "features": [
          "Sovereign backing",
          "Fixed coupon payments",
          "Very low default risk"
        ],
        "popular": false,
        "description": "Bonds issued by the government for capital safety and steady income."
      },
      {
        "planId": "plan.bonds.corporate-bonds",
        "name": "Corporate Bonds",
        "rate": "8-12% p.a.",
        "ratePercent": {
          "min": 8,
          "max": 12
        },
        "minAmount": 25000,
        "duration": "3-7 years",
        "durationMonths": {
          "min": 36,
          "max": 84
        },
        "risk": "Low-Medium",
        "features": [
          "Rated corporate issuers",
          "Higher coupons than government bonds",
          "Regular interest payouts"
        ],
        "popular": true,
        "description": "Bonds of rated companies offering higher yields with moderate risk."
      },
      {
        "planId": "plan.bonds.high-yield-bonds",
        "name": "High Yield Bonds",
        "rate": "12-18% p.a.",
        "ratePercent": {
          "min": 12,
          "max": 18
        },
        "minAmount": 50000,
        "duration": "2-5 years",
        "durationMonths": {
          "min": 24,
          "max": 60
        },
        "risk": "Medium",
        "features": [
          "Highest coupons",
          "Shorter maturities",
          "Suited to experienced investors"
        ],
        "popular": false,
        "description": "Higher-coupon bonds of lower-rated issuers for investors who accept more risk."
      }
    ],
    "displayLabel": "Bonds",
    "risk": "Low"
  },
  "mutual-funds": {
    "category": "MUTUAL_FUNDS",
    "path": "/mutual-funds",
    "productType": "Mutual Funds",
    "benefits": [
      {
        "title": "SIP from ₹500",
        "description": "Start investing with ₹500 per month."
      },
      {
        "title": "Professional Management",
        "description": "Funds managed by experienced fund managers."
      },
      {
        "title": "Quick Redemption",
        "description": "Redemption proceeds in T+2."
      },
      {
        "title": "Tax Saving",
        "description": "ELSS deduction up to ₹1.5 lakh under section 80C."
      }
    ],
    "plans": [
      {
        "planId": "plan.mutual-funds.debt-fund.lumpsum",
        "sipPlanId": "plan.mutual-funds.debt-fund.sip",
        "name": "Debt Fund",
        "nav": 45.67,
        "return1y": "8.5%",
        "return1yPercent": 8.5,
        "return3y": "9.2%",
        "return3yPercent": 9.2,
        "minSip": 500,
        "minLumpsum": 1000,
        "risk": "Low",
        "features": [
          "Stable returns",
          "Invests in high-quality debt",
          "Redemption in T+2"
        ],
        "popular": true,
        "description": "Recommended for steady returns with low risk from a portfolio of bonds and money-market instruments."
      },
      {
        "planId": "plan.mutual-funds.hybrid-fund.lumpsum",
        "sipPlanId": "plan.mutual-funds.hybrid-fund.sip",
        "name": "Hybrid Fund",
        "nav": 78.92,
        "return1y": "11.8%",
        "return1yPercent": 11.8,
        "return3y": "12.5%",
        "return3yPercent": 12.5,
        "minSip": 500,
        "minLumpsum": 1000,
        "risk": "Medium",
        "features": [
          "Mix of equity and debt",
          "Automatic rebalancing",
          "Growth with stability"
        ],
        "popular": false,
        "description": "A balanced mix of equity and debt for growth with moderate risk."
      },
      {
        "planId": "plan.mutual-funds.conservative-fund.lumpsum",
        "sipPlanId": "plan.mutual-funds.conservative-fund.sip",
        "name": "Conservative Fund",
        "nav": 32.41,
        "return1y": "7.2%",
        "return1yPercent": 7.2,
        "return3y": "8.1%",
        "return3yPercent": 8.1,
        "minSip": 250,
        "minLumpsum": 500,
        "risk": "Very Low",
        "features": [
          "Capital preservation",
          "Mostly debt with a small equity share",
          "Lowest entry amounts"
        ],
        "popular": false,
        "description": "A low-volatility fund focused on preserving capital."
      }
    ],
    "displayLabel": "Mutual Funds",
    "risk": "Medium"
  },
  "real-estate": {
    "category": "FRACTIONAL_REAL_ESTATE",
    "path": "/real-estate",
    "productType": "Real Estate",
    "benefits": [
      {
        "title": "Fractional Ownership",
        "description": "Own a share of Grade A commercial property with small investments."
      },
      {
        "title": "Rental Income",
        "description": "Rental yields of 7-9% paid out regularly."
      },
      {
        "title": "Capital Appreciation",
        "description": "Property appreciation of 5-10% a year."
      },
      {
        "title": "Professionally Managed",
        "description": "Tenants, maintenance and paperwork handled for you."
      }
    ],
    "plans": [
      {
        "planId": "plan.real-estate.mumbai-commercial-plaza",
        "name": "Mumbai Commercial Plaza",
        "location": "Mumbai, Maharashtra",
        "totalValue": 500000000,
        "totalValueLabel": "₹50 Cr",
        "minInvestment": 25000,
        "expectedReturn": "12-15%",
        "expectedReturnPercent": {
          "min": 12,
          "max": 15
        },
        "rentalYield": "8%",
        "rentalYieldPercent": 8,
        "appreciation": "6-8%",
        "appreciationPercent": {
          "min": 6,
          "max": 8
        },
        "features": [
          "Grade A office space",
          "Long-term leases",
          "Prime business district"
        ],
        "popular": true,
        "description": "A commercial office plaza in Mumbai leased to established tenants."
      },
      {
        "planId": "plan.real-estate.bangalore-tech-park",
        "name": "Bangalore Tech Park",
        "location": "Bangalore, Karnataka",
        "totalValue": 750000000,
        "totalValueLabel": "₹75 Cr",
        "minInvestment": 50000,
        "expectedReturn": "14-18%",
        "expectedReturnPercent": {
          "min": 14,
          "max": 18
        },
        "rentalYield": "9%",
        "rentalYieldPercent": 9,
        "appreciation": "7-10%",
        "appreciationPercent": {
          "min": 7,
          "max": 10
        },
        "features": [
          "Technology campus",
          "Multinational tenants",
          "High occupancy"
        ],
        "popular": false,
        "description": "A technology park in Bangalore with strong rental demand."
      },
      {
        "planId": "plan.real-estate.delhi-retail-complex",
        "name": "Delhi Retail Complex",
        "location": "New Delhi, Delhi",
        "totalValue": 350000000,
        "totalValueLabel": "₹35 Cr",
        "minInvestment": 25000,
        "expectedReturn": "10-13%",
        "expectedReturnPercent": {
          "min": 10,
          "max": 13
        },
        "rentalYield": "7%",
        "rentalYieldPercent": 7,
        "appreciation": "5-7%",
        "appreciationPercent": {
          "min": 5,
          "max": 7
        },
        "features": [
          "High-street retail",
          "Anchor tenants",
          "High footfall"
        ],
        "popular": false,
        "description": "A retail complex in Delhi with a mix of anchor and high-street tenants."
      }
    ],
    "displayLabel": "Fractional Real Estate",
    "risk": "Medium-High"
  },
  "gold": {
    "category": "PREMIUM_GOLD",
    "path": "/gold",
    "productType": "Gold",
    "benefits": [
      {
        "title": "24K Purity",
        "description": "24-karat gold of 999.9 purity."
      },
      {
        "title": "Start from ₹1",
        "description": "Buy digital gold in fractions from ₹1."
      },
      {
        "title": "Free Storage",
        "description": "Your gold is stored securely at no cost."
      },
      {
        "title": "Physical Delivery",
        "description": "Take delivery of coins or bars above ₹5,000."
      }
    ],
    "plans": [
      {
        "planId": "plan.gold.digital-gold",
        "name": "Digital Gold",
        "purity": "24K (999.9)",
        "minAmount": 1,
        "storage": "Free",
        "delivery": "Physical delivery above ₹5,000",
        "features": [
          "Buy from ₹1",
          "Sell any time at the live price",
          "Suggested 5-10% allocation"
        ],
        "popular": true,
        "description": "Buy and hold 24-karat gold digitally in any amount from ₹1."
      },
      {
        "planId": "plan.gold.gold-sip",
        "name": "Gold SIP",
        "purity": "24K (999.9)",
        "minAmount": 500,
        "minAmountPer": "month",
        "storage": "Free",
        "delivery": "Physical delivery above ₹5,000",
        "features": [
          "₹500 per month",
          "Rupee cost averaging",
          "Pause or stop any time"
        ],
        "popular": false,
        "description": "Accumulate gold every month with a systematic investment plan."
      },
      {
        "planId": "plan.gold.gold-coins-and-bars",
        "name": "Gold Coins & Bars",
        "purity": "24K (999.9)",
        "minAmount": 5000,
        "storage": "Free",
        "delivery": "Physical delivery above ₹5,000",
        "features": [
          "Minimum ₹5,000",
          "Certified purity",
          "Insured delivery"
        ],
        "popular": false,
        "description": "Certified 24-karat coins and bars delivered to your door."
      }
    ],
    "price": {
      "current": 6247,
      "change": 45,
      "changePercent": 0.73,
      "high24h": 6265,
      "low24h": 6198,
      "perGrams": 10
    },
    "displayLabel": "Premium Gold",
    "risk": "Low"
  },
  "sdi": {
    "category": "SDI",
    "path": "/sdi",
    "productType": "SDI",
    "benefits": [
      {
        "title": "Higher Yield",
        "description": "Returns from 9% to 18% p.a."
      },
      {
        "title": "Rated Instruments",
        "description": "Instruments rated from A1+ to AAA."
      },
      {
        "title": "Flexible Tenures",
        "description": "Tenures from 3 months to 7 years."
      },
      {
        "title": "Fixed Income",
        "description": "Known payouts with defined maturity."
      }
    ],
    "plans": [
      {
        "planId": "plan.sdi.corporate-debentures",
        "name": "Corporate Debentures",
        "rate": "12-15% p.a.",
        "ratePercent": {
          "min": 12,
          "max": 15
        },
        "minAmount": 100000,
        "tenure": "2-5 years",
        "tenureMonths": {
          "min": 24,
          "max": 60
        },
        "rating": "AA+ to AAA",
        "features": [
          "Secured debentures",
          "Regular interest payouts",
          "High credit rating"
        ],
        "popular": true,
        "description": "Debentures of highly rated companies paying fixed interest."
      },
      {
        "planId": "plan.sdi.commercial-papers",
        "name": "Commercial Papers",
        "rate": "9-12% p.a.",
        "ratePercent": {
          "min": 9,
          "max": 12
        },
        "minAmount": 50000,
        "tenure": "3-12 months",
        "tenureMonths": {
          "min": 3,
          "max": 12
        },
        "rating": "A1+ to A1++",
        "features": [
          "Short tenure",
          "Top short-term rating",
          "Issued at a discount"
        ],
        "popular": false,
        "description": "Short-term unsecured instruments of top-rated issuers."
      },
      {
        "planId": "plan.sdi.structured-products",
        "name": "Structured Products",
        "rate": "15-18% p.a.",
        "ratePercent": {
          "min": 15,
          "max": 18
        },
        "minAmount": 200000,
        "tenure": "3-7 years",
        "tenureMonths": {
          "min": 36,
          "max": 84
        },
        "rating": "AA to AAA",
        "features": [
          "Highest return potential",
          "Linked to an underlying market",
          "For experienced investors"
        ],
        "popular": false,
        "description": "Debt instruments whose payout is linked to an underlying market."
      }
    ],
    "displayLabel": "SDI",
    "risk": "Medium"
  }
};
