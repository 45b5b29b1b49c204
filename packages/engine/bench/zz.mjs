import * as e from "../dist/index.js";
function time(name, f, n=100000) { for (let i=0;i<50000;i++) f(i); const t=process.hrtime.bigint(); for (let i=0;i<n;i++) f(i); const ns=Number(process.hrtime.bigint()-t)/n; console.log(name.padEnd(30), ns.toFixed(0), "ns"); }
time("safeParse salary", (i) => e.salaryInputSchema.safeParse({ grossSalary: 30000 + (i % 1000) * 97 }));
time("calculateSalary simple", (i) => e.calculateSalary({ grossSalary: 30000 + (i % 1000) * 97 }));
time("calculateSalary", (i) => e.calculateSalary({ grossSalary: 30000 + (i % 1000) * 97, region: 'england', taxCode: '1257L', studentLoanPlan: 'plan2', pensionContribution: 5, pensionMethod: 'relief-at-source' }));
time("reverse", (i) => e.reverseCalculate({ desiredNetPay: 2000 + (i % 1000), payFrequency: 'monthly' }), 50000);
time("paye", (i) => e.calculatePayePeriodTax({ taxCode: '1257L', region: 'england', payFrequency: 'monthly', period: 1, week1Month1: false, grossPayThisPeriod: 1156.25 + (i%100), taxablePayToDate: 1156.25+ (i%100), taxPaidToDate: 0 }));
