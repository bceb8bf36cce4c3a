/**
 * Every sample row and fixed list of the accounting mock-ups (spec 002 §2: static, no calls). Nothing here
 * comes from, or goes to, the server: the screens only show it.
 */

/** Spec 002 §2: the sample check statuses; no transitions between them. */
export const CHECK_STATUSES = ['Draft', 'Active', 'Inactive', 'Paid'] as const;
export type CheckStatus = (typeof CHECK_STATUSES)[number];

/** Spec 002 §2: Draft and Inactive are drawn in red. */
export const RED_CHECK_STATUSES: readonly CheckStatus[] = ['Draft', 'Inactive'];

/** Add New Account's first step: the account types to choose from. */
export const ACCOUNT_TYPES = [
  'Bank',
  'Accounts Receivable',
  'Other Current Assets',
  'Fixed Assets',
  'Accounts Payable',
  'Credit Card',
  'Other Current Liabilities',
  'Long Term Liabilities',
  'Equity',
  'Income',
  'Cost of Goods Sold',
  'Expenses',
  'Other Income',
  'Other Expense',
] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export interface SampleCoupon {
  id: string;
  name: string;
  couponCode: string;
  validFrom: string;
  validUntil: string;
  discountPercent: number;
  active: boolean;
}

export const consignmentCoupons: readonly SampleCoupon[] = [
  {
    id: 'c1',
    name: 'Toko Sehat Bandung',
    couponCode: 'CONS-BDG10',
    validFrom: '2026-01-01',
    validUntil: '2026-06-30',
    discountPercent: 10,
    active: true,
  },
  {
    id: 'c2',
    name: 'Apotek Sinar Jaya',
    couponCode: 'CONS-SJ5',
    validFrom: '2026-02-15',
    validUntil: '2026-08-15',
    discountPercent: 5,
    active: true,
  },
  {
    id: 'c3',
    name: 'Mini Market Berkah',
    couponCode: 'CONS-MB7',
    validFrom: '2025-07-01',
    validUntil: '2025-12-31',
    discountPercent: 7,
    active: false,
  },
];

export const influencerCoupons: readonly SampleCoupon[] = [
  {
    id: 'i1',
    name: 'Rani Kitchen',
    couponCode: 'RANI15',
    validFrom: '2026-03-01',
    validUntil: '2026-05-31',
    discountPercent: 15,
    active: true,
  },
  {
    id: 'i2',
    name: 'Dapur Bunda Sari',
    couponCode: 'BUNDASARI',
    validFrom: '2026-01-10',
    validUntil: '2026-04-10',
    discountPercent: 12,
    active: false,
  },
  {
    id: 'i3',
    name: 'Fit With Dimas',
    couponCode: 'DIMASFIT',
    validFrom: '2026-04-01',
    validUntil: '2026-09-30',
    discountPercent: 10,
    active: true,
  },
];

export interface SampleBillItem {
  id: string;
  date: string;
  billNo: string;
  vendor: string;
  category: string;
  description: string;
  amount: number;
}

export const billItems: readonly SampleBillItem[] = [
  {
    id: 'b1',
    date: '2026-03-02',
    billNo: 'BILL-0301',
    vendor: 'PT Kemasan Prima',
    category: 'Packaging',
    description: 'Standing pouch 250 g',
    amount: 4_500_000,
  },
  {
    id: 'b2',
    date: '2026-03-05',
    billNo: 'BILL-0302',
    vendor: 'CV Tani Makmur',
    category: 'Raw Material',
    description: 'Organic brown rice 500 kg',
    amount: 12_750_000,
  },
  {
    id: 'b3',
    date: '2026-03-09',
    billNo: 'EXP-0117',
    vendor: 'PLN',
    category: 'Utilities',
    description: 'Warehouse electricity, February',
    amount: 1_250_000,
  },
];

export const sampleWarehouses = ['Gudang Jakarta', 'Gudang Surabaya'] as const;
export const sampleStockItems = ['Brown Rice 1 kg', 'Black Rice 500 g', 'Red Rice 1 kg'] as const;

export interface SampleOpenBill {
  id: string;
  billNo: string;
  dueDate: string;
  amount: number;
  openBalance: number;
}

export const payableVendors = ['PT Kemasan Prima', 'CV Tani Makmur'] as const;
export const paymentAccounts = ['Bank BCA 5425 - Operasional', 'Bank Mandiri 0071 - Payroll'] as const;

export const openBills: readonly SampleOpenBill[] = [
  { id: 'ob1', billNo: 'BILL-0301', dueDate: '2026-04-01', amount: 4_500_000, openBalance: 4_500_000 },
  { id: 'ob2', billNo: 'BILL-0288', dueDate: '2026-03-20', amount: 2_300_000, openBalance: 800_000 },
];

export interface SampleCredit {
  id: string;
  reference: string;
  date: string;
  amount: number;
}

export const availableCredits: readonly SampleCredit[] = [
  { id: 'cr1', reference: 'CN-0042 Damaged pouches returned', date: '2026-02-27', amount: 350_000 },
  { id: 'cr2', reference: 'CN-0045 Price adjustment', date: '2026-03-03', amount: 150_000 },
];

export interface SampleCheck {
  id: string;
  checkNo: string;
  date: string;
  payee: string;
  bankAccount: string;
  amount: number;
  status: CheckStatus;
}

export const checks: readonly SampleCheck[] = [
  {
    id: 'k1',
    checkNo: 'CHK-1001',
    date: '2026-03-01',
    payee: 'PT Kemasan Prima',
    bankAccount: paymentAccounts[0],
    amount: 4_500_000,
    status: 'Draft',
  },
  {
    id: 'k2',
    checkNo: 'CHK-1002',
    date: '2026-03-04',
    payee: 'CV Tani Makmur',
    bankAccount: paymentAccounts[0],
    amount: 12_750_000,
    status: 'Active',
  },
  {
    id: 'k3',
    checkNo: 'CHK-1003',
    date: '2026-03-06',
    payee: 'PLN',
    bankAccount: paymentAccounts[1],
    amount: 1_250_000,
    status: 'Inactive',
  },
  {
    id: 'k4',
    checkNo: 'CHK-1004',
    date: '2026-03-10',
    payee: 'JNE Express',
    bankAccount: paymentAccounts[0],
    amount: 675_000,
    status: 'Paid',
  },
];

export interface SampleExpenseLine {
  id: string;
  account: string;
  description: string;
  amount: number;
}

export const checkExpenseLines: readonly SampleExpenseLine[] = [
  { id: 'e1', account: 'Packaging Expense', description: 'Standing pouch 250 g', amount: 4_000_000 },
  { id: 'e2', account: 'Freight In', description: 'Delivery to Gudang Jakarta', amount: 500_000 },
];

export interface SampleItemLine {
  id: string;
  product: string;
  quantity: number;
  rate: number;
}

export const checkItemLines: readonly SampleItemLine[] = [
  { id: 'l1', product: 'Brown Rice 1 kg', quantity: 100, rate: 28_000 },
  { id: 'l2', product: 'Black Rice 500 g', quantity: 50, rate: 21_500 },
];

export interface SampleDeposit {
  id: string;
  date: string;
  receivedFrom: string;
  account: string;
  paymentMethod: string;
  memo: string;
  amount: number;
}

export const deposits: readonly SampleDeposit[] = [
  {
    id: 'd1',
    date: '2026-03-03',
    receivedFrom: 'Toko Sehat Bandung',
    account: paymentAccounts[0],
    paymentMethod: 'Bank Transfer',
    memo: 'Consignment invoice INV-2026-014',
    amount: 3_150_000,
  },
  {
    id: 'd2',
    date: '2026-03-08',
    receivedFrom: 'Apotek Sinar Jaya',
    account: paymentAccounts[0],
    paymentMethod: 'Cash',
    memo: 'Order 1052',
    amount: 920_000,
  },
];

export interface SampleInvoicePayment {
  id: string;
  invoiceNo: string;
  customer: string;
  invoiceDate: string;
  dueDate: string;
  amount: number;
  paid: number;
}

export const invoicePayments: readonly SampleInvoicePayment[] = [
  {
    id: 'p1',
    invoiceNo: 'INV-2026-014',
    customer: 'Toko Sehat Bandung',
    invoiceDate: '2026-02-14',
    dueDate: '2026-03-14',
    amount: 3_150_000,
    paid: 3_150_000,
  },
  {
    id: 'p2',
    invoiceNo: 'INV-2026-019',
    customer: 'Mini Market Berkah',
    invoiceDate: '2026-02-20',
    dueDate: '2026-03-20',
    amount: 1_840_000,
    paid: 1_000_000,
  },
  {
    id: 'p3',
    invoiceNo: 'INV-2026-023',
    customer: 'Apotek Sinar Jaya',
    invoiceDate: '2026-03-01',
    dueDate: '2026-03-31',
    amount: 2_260_000,
    paid: 0,
  },
];

export interface SampleAccount {
  id: string;
  name: string;
  type: AccountType;
  detailType: string;
  balance: number;
}

export const chartOfAccounts: readonly SampleAccount[] = [
  { id: 'a1', name: 'Bank BCA 5425 - Operasional', type: 'Bank', detailType: 'Checking', balance: 152_430_000 },
  {
    id: 'a2',
    name: 'Accounts Receivable',
    type: 'Accounts Receivable',
    detailType: 'Accounts Receivable (A/R)',
    balance: 4_100_000,
  },
  { id: 'a3', name: 'Inventory Asset', type: 'Other Current Assets', detailType: 'Inventory', balance: 86_900_000 },
  {
    id: 'a4',
    name: 'Accounts Payable',
    type: 'Accounts Payable',
    detailType: 'Accounts Payable (A/P)',
    balance: 5_300_000,
  },
  {
    id: 'a5',
    name: 'Sales of Product Income',
    type: 'Income',
    detailType: 'Sales of Product Income',
    balance: 210_500_000,
  },
  { id: 'a6', name: 'Packaging Expense', type: 'Expenses', detailType: 'Supplies & Materials', balance: 18_250_000 },
];
