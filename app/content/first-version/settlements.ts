/**
 * The client success stories on /settlements as first published, in their
 * order (the studio edits them from then on, decision 017). The deals are
 * illustrative examples written for this fictional brokerage; the first eight
 * headings are spelt as the spec gives them ("Equipments", "Accomodation").
 */
import type { SettlementEntry } from "../../../contracts/site-content.ts";

export const firstSettlements: SettlementEntry[] = [
  {
    image: {
      kind: "built",
      name: "settlement-wedding-halls",
      alt: "Reception hall with a floral arch, round tables and string lights",
    },
    heading: "Wedding Halls",
    description:
      "A couple buying an established wedding and function venue in the Hunter Valley needed $3.4M, with income that peaks in spring and autumn. We paired a commercial property loan over the land and buildings with a separate facility for upgrades. Settlement landed in time for the spring wedding season.",
    hidden: false,
  },
  {
    image: {
      kind: "built",
      name: "settlement-equipment-business",
      alt: "Equipment hire yard with a generator, a step ladder and a toolbox",
    },
    heading: "Equipments Business",
    description:
      "A buyer taking over an equipment hire business in Toowoomba had to fund both the goodwill and a fleet of sixty machines. We split the $1.2M deal into a business purchase loan and a chattel mortgage over the fleet, which kept the deposit manageable. The new owner took over with a full order book and no break in trading.",
    hidden: false,
  },
  {
    image: {
      kind: "built",
      name: "settlement-childcare",
      alt: "Childcare centre with a slide and colourful building blocks",
    },
    heading: "Childcare",
    description:
      "An experienced early-childhood educator was buying a 90-place centre in Geelong, freehold included, for $2.1M. We combined an owner-occupied property loan with a business loan sized to the centre's occupancy history. Settlement fell at the start of the year, and every educator stayed on.",
    hidden: false,
  },
  {
    image: {
      kind: "built",
      name: "settlement-restaurants",
      alt: "Restaurant shopfront with a striped awning and outdoor tables",
    },
    heading: "Restaurants",
    description:
      "Two chefs wanted a second restaurant in Fremantle without selling their first. We used equity in their existing premises to support an $850,000 purchase and fit-out facility. The new venue reopened with their menu six weeks after settlement.",
    hidden: false,
  },
  {
    image: {
      kind: "built",
      name: "settlement-law-firm",
      alt: "Law office with a bookshelf, a framed certificate and scales of justice",
    },
    heading: "Law Firm",
    description:
      "A senior lawyer was buying a retiring principal's practice in the Adelaide CBD. We arranged a $1.6M professional practice loan assessed on fee history and work in progress, with repayments that step up over the first two years. Every client file and staff member moved across.",
    hidden: false,
  },
  {
    image: {
      kind: "built",
      name: "settlement-telecommunication",
      alt: "Phone tower sending signal waves beside a mobile phone shop",
    },
    heading: "Telecommunication",
    description:
      "A network contractor in Western Sydney won an upgrade contract that needed more vans, splicing gear and working capital. We arranged $1.1M across asset finance and a revolving cash-flow facility. The first stage was delivered on schedule and the crew has since grown.",
    hidden: false,
  },
  {
    image: {
      kind: "built",
      name: "settlement-construction-equipment",
      alt: "Yellow excavator scooping from a gravel pile",
    },
    heading: "Construction Equipment",
    description:
      "A civil contractor in Mackay needed two excavators, a grader and a tip truck to take on a mine-site road contract. A $2.3M chattel mortgage package, with repayments set around the contract's payment milestones, had the machines working within three weeks.",
    hidden: false,
  },
  {
    image: {
      kind: "built",
      name: "settlement-accommodation-resort",
      alt: "Holiday resort with a swimming pool, sun lounger and palm trees",
    },
    heading: "Accomodation/Resort",
    description:
      "A family buying a 24-room resort near Port Douglas needed $6.8M across the freehold, the business and a refurbishment. We brought together a commercial lender for the property and a tourism specialist for the business. The resort changed hands before the dry-season peak.",
    hidden: false,
  },
  {
    image: {
      kind: "built",
      name: "settlement-medical-clinic",
      alt: "Medical clinic building with a cross sign and glass doors",
    },
    heading: "Medical Clinic",
    description:
      "Three GPs in Launceston wanted to buy the building their clinic had leased for a decade. We arranged a $2.9M owner-occupied loan through their practice trust with a lender that specialises in medical professionals. The practice now builds equity instead of paying rent.",
    hidden: false,
  },
  {
    image: { kind: "built", name: "settlement-pharmacy", alt: "Pharmacy counter with shelves of medicines behind it" },
    heading: "Pharmacy",
    description:
      "A pharmacist buying a first pharmacy in Bendigo needed $1.9M for goodwill and stock. We placed the loan with a lender experienced in pharmacy, assessed on script volumes and trading history. The handover took place over a weekend with no interruption for patients.",
    hidden: false,
  },
  {
    image: {
      kind: "built",
      name: "settlement-cafe",
      alt: "Café counter with an espresso machine, coffee cups and a muffin",
    },
    heading: "Café",
    description:
      "A couple buying a popular café in North Hobart had solid hospitality experience but had never owned a business. We presented their background and the café's three years of trading to a lender open to first-time owners, arranging a $420,000 loan. They took over the week before summer trade.",
    hidden: false,
  },
  {
    image: {
      kind: "built",
      name: "settlement-fitness-studio",
      alt: "Fitness studio with a dumbbell rack, an exercise bike and a yoga mat",
    },
    heading: "Fitness Studio",
    description:
      "A personal trainer on the Gold Coast was moving into a 600-square-metre studio and needed funding for the fit-out and equipment. We combined a $380,000 equipment finance facility with a small business loan for the fit-out. The studio opened with its first members already signed up.",
    hidden: false,
  },
  {
    image: {
      kind: "built",
      name: "settlement-logistics",
      alt: "Warehouse with stacked pallets and a forklift carrying a crate",
    },
    heading: "Logistics",
    description:
      "A freight and warehousing operator in Darwin won a supply contract that needed more floor space and handling gear. We arranged $3.1M across a commercial property loan for a larger warehouse and asset finance for forklifts and racking. The contract started on time, with room left to grow.",
    hidden: false,
  },
  {
    image: {
      kind: "built",
      name: "settlement-winery",
      alt: "Vineyard rows on rolling hills with an oak barrel and a bottle of wine",
    },
    heading: "Winery",
    description:
      "Buyers of a boutique winery and cellar door in the Barossa Valley needed finance across the vineyard, winery equipment and stock. We arranged $4.5M with an agribusiness lender that understands vintage cycles, with repayments aligned to harvest income.",
    hidden: false,
  },
  {
    image: {
      kind: "built",
      name: "settlement-retail-store",
      alt: "Boutique store with a clothes rack, a standing mirror and a shopping bag",
    },
    heading: "Retail Store",
    description:
      "A fashion boutique in Canberra wanted to buy the freehold of the shop it had leased for twelve years. We arranged a $1.3M owner-occupied commercial loan, with the business's long trading record supporting the application. The owners now pay off their own building instead of a landlord's.",
    hidden: false,
  },
  {
    image: {
      kind: "built",
      name: "settlement-accounting-practice",
      alt: "Accountant's desk with a calculator, an open ledger and a monitor",
    },
    heading: "Accounting Practice",
    description:
      "An accountant in Wollongong was buying a block of fees from a retiring practitioner for $950,000. We placed the loan with a lender that assesses recurring fee income, while the seller stayed on for six months to introduce clients. Most clients stayed through the first year.",
    hidden: false,
  },
  {
    image: {
      kind: "built",
      name: "settlement-manufacturing",
      alt: "Factory with turning gears and boxes moving along a conveyor belt",
    },
    heading: "Manufacturing",
    description:
      "A packaging manufacturer in Dandenong South needed $5.2M to buy a larger factory and install an automated conveyor line. We split the funding between a commercial property loan and asset finance, each matched to the life of its asset. The business doubled its production capacity within a year.",
    hidden: false,
  },
  {
    image: {
      kind: "built",
      name: "settlement-bakery",
      alt: "Bakery display case filled with bread, croissants and pastries",
    },
    heading: "Bakery",
    description:
      "A family bakery in Wagga Wagga needed new deck ovens and a delivery van to supply a regional grocery contract. A $290,000 asset finance package spread the cost over the equipment's working life. The bakery now delivers to eleven stores across the Riverina.",
    hidden: false,
  },
];
