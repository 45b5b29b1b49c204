import { ORGANISATION } from "../features/content/content-data";
import {
  BulletList,
  Card,
  CardGrid,
  ContentPage,
  ContentSection,
} from "../features/content/content-layout";
import { EmailLink, TextLink } from "../features/content/text-links";
import { OfficeHoursTable } from "../features/content/office-hours";
import { TAX_YEAR } from "../features/content/rates";
import { GUIDES, paths } from "../paths";

const TOOLS = [
  {
    title: "Take-home pay calculator",
    text: "Income tax, National Insurance, student loan and pension deductions from any salary, with your monthly and weekly take-home.",
  },
  {
    title: "Salary comparison",
    text: "Put up to three job offers side by side and see which pays most after deductions.",
  },
  {
    title: "Reverse salary calculator",
    text: "Start from the take-home pay you need and find the gross salary that delivers it.",
  },
  {
    title: "Hourly to annual converter",
    text: "Turn an hourly rate into annual, monthly, weekly and daily pay, and an estimated net hourly rate.",
  },
  {
    title: "Mortgage affordability",
    text: "Estimate how much you could borrow from your take-home pay, outgoings and deposit.",
  },
  {
    title: "Contractor vs employee",
    text: "Compare a permanent salary with contracting through a limited company, covering IR35, corporation tax and dividends.",
  },
];

export default function AboutPage() {
  return (
    <ContentPage
      title="About UK Pay & Tax Calculator"
      lead={
        <p>
          Free, up-to-date UK salary and tax calculators and plain-English
          guides for the {TAX_YEAR.label} tax year, used by {ORGANISATION.users}{" "}
          people across the UK.
        </p>
      }
    >
      <ContentSection id="mission" title="Our mission">
        <p>
          Payslips are hard to read and tax rules change every April. We want
          everyone in the UK, whether employees, contractors, parents,
          recruiters or HR teams, to be able to see exactly where their money
          goes and to make decisions about jobs, pensions and budgets with
          confidence, without paying for advice they do not need.
        </p>
      </ContentSection>

      <ContentSection id="tools" title="Our tools">
        <CardGrid>
          {TOOLS.map((tool) => (
            <Card key={tool.title} title={tool.title}>
              <p>{tool.text}</p>
            </Card>
          ))}
        </CardGrid>
        <p>
          All six tools are on the{" "}
          <TextLink href={paths.home}>calculator home page</TextLink>. We also
          publish guides on{" "}
          {GUIDES.map((guide) => guide.label.replace(/ Guide$/, "")).join(", ")}
          .
        </p>
      </ContentSection>

      <ContentSection id="why-choose" title="Why choose us">
        <BulletList
          items={[
            `Current figures: every calculator and table uses the same ${TAX_YEAR.label} rates (the tax year in force) unless you choose another year, including all six Scottish bands and the new employer National Insurance rules.`,
            "Accurate to the penny: calculations use exact decimal arithmetic and are tested against HMRC's own payroll test data.",
            "Free and without sign-up: there are no accounts, and we never ask for your name to run a calculation.",
            "Private by design: your salary details are used only to produce your result and are never stored.",
            "Written for real decisions: the guides explain what the numbers mean, not just what they are.",
          ]}
        />
      </ContentSection>

      <ContentSection id="contact-details" title="Contact details">
        <p>
          Email us at <EmailLink /> or use our{" "}
          <TextLink href={paths.contact}>contact form</TextLink>. We reply
          within {ORGANISATION.replyWithinHours} hours during office hours.
        </p>
      </ContentSection>

      <ContentSection id="office-hours" title="Office hours">
        <OfficeHoursTable />
      </ContentSection>
    </ContentPage>
  );
}
