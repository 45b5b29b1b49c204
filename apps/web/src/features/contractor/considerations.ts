/**
 * What the figures leave out ("lists of considerations"). Kept free of
 * rates and thresholds so that nothing here can disagree with the engine's tables.
 */
export const CONTRACTOR_CONSIDERATIONS: readonly string[] = [
  "IR35: for medium and large private-sector and all public-sector clients, the client decides your status. Inside IR35 you are taxed much like an employee and the dividend route is not available: through an umbrella company, its margin and the employer's National Insurance, levy and any pension come out of your rate; on the client's or agency's payroll, they pay the employer's costs on top. Inside IR35 the figures do not take off business expenses.",
  "Running a limited company has costs the comparison does not include: an accountant, business insurance such as professional indemnity, and your own time on annual accounts, the Company Tax Return, the Companies House confirmation statement and Self Assessment.",
  "Only business expenses incurred wholly and exclusively for the business reduce corporation tax; personal spending paid by the company is taxed as a benefit or a dividend.",
  "No paid holiday, sick pay, or parental pay: days you do not work earn nothing, and gaps between contracts are unpaid.",
  "No employer pension contribution is added for you, although your company can pay into your pension as an employer contribution, which is usually deductible for corporation tax.",
  "Income can vary from year to year, which affects mortgage applications: lenders usually ask for accounts or contracts covering at least one or two years.",
];

export const EMPLOYEE_CONSIDERATIONS: readonly string[] = [
  "Paid holiday, bank holidays, statutory sick pay and statutory maternity, paternity and shared parental pay, often enhanced by the employer.",
  "Workplace pension auto-enrolment with an employer contribution on top of your own.",
  "Employment rights such as protection from unfair dismissal, statutory redundancy pay and notice periods, once you qualify.",
  "Tax and National Insurance are handled through PAYE, with no company to run and no Self Assessment needed for most employees.",
  "Perks that the figures do not value, such as private medical cover, training budgets, death-in-service cover or share schemes.",
];
