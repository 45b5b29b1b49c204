import { ORGANISATION } from "../features/content/content-data";
import {
  BulletList,
  ContentPage,
  ContentSection,
} from "../features/content/content-layout";
import { TextLink } from "../features/content/text-links";
import { TAX_YEAR, TAX_YEAR_DATES } from "../features/content/rates";
import { paths } from "../paths";

export default function DisclaimerPage() {
  return (
    <ContentPage
      title="Disclaimer"
      lead={
        <p>
          Please read this before relying on any result or guide on the{" "}
          {ORGANISATION.name} website.
        </p>
      }
    >
      <ContentSection id="educational-use" title="For educational use only">
        <p>
          Our calculators and guides explain how UK tax, National Insurance,
          student loans and pensions work and give estimates from the figures
          you enter. They are for general education and information only.
        </p>
      </ContentSection>

      <ContentSection id="not-advice" title="Not financial advice">
        <p>
          Nothing on this site is financial, tax, investment, mortgage or legal
          advice, and nothing is a recommendation to take or avoid any action.
          We are not regulated by the Financial Conduct Authority and we do not
          know your full circumstances. For advice, speak to a qualified
          professional: a chartered tax adviser, an accountant, or an
          FCA-authorised financial adviser. Free, impartial guidance is
          available from MoneyHelper.
        </p>
      </ContentSection>

      <ContentSection
        id="tax-year"
        title={`Figures are for the ${TAX_YEAR.label} tax year`}
      >
        <p>
          Rates, thresholds and allowances are those for the {TAX_YEAR.label}{" "}
          tax year ({TAX_YEAR_DATES}) unless a page says otherwise. Tax rules
          change, usually each April and sometimes in between, and a result is
          only as accurate as the information you enter.
        </p>
        <p>The calculators simplify some things. In particular they:</p>
        <BulletList
          items={[
            "work out tax for a whole year, whereas payroll works pay period by pay period with HMRC's rounding rules;",
            "do not know about other income, benefits, reliefs or adjustments in your tax code unless you enter them;",
            "give estimates of mortgage affordability that are not a lender's decision;",
            "treat contractor and IR35 scenarios in a simplified, illustrative way.",
          ]}
        />
      </ContentSection>

      <ContentSection id="verify" title="Always verify">
        <p>
          Check important figures with HMRC (your personal tax account or
          gov.uk), your payslip and P60, your pension provider, the Student
          Loans Company, or a qualified adviser before you make a decision, file
          a tax return or run a payroll.
        </p>
      </ContentSection>

      <ContentSection id="liability" title="Liability">
        <p>
          We make every effort to keep the site accurate but do not guarantee
          it. We are not liable for losses arising from the use of, or reliance
          on, any result or information on this site, as set out in our{" "}
          <TextLink href={paths.termsOfService}>terms of service</TextLink>.
        </p>
      </ContentSection>

      <ContentSection id="report-error" title="Spotted an error?">
        <p>
          Please tell us through our{" "}
          <TextLink href={paths.contact}>contact page</TextLink>; we reply
          within {ORGANISATION.replyWithinHours} hours.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
