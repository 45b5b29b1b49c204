import { ORGANISATION } from "../features/content/content-data";
import {
  BulletList,
  ContentPage,
  ContentSection,
} from "../features/content/content-layout";
import { EmailLink, TextLink } from "../features/content/text-links";
import { TAX_YEAR } from "../features/content/rates";
import { paths } from "../paths";

const LAST_UPDATED = "6 April 2025";

export default function TermsOfServicePage() {
  return (
    <ContentPage
      title="Terms of Service"
      lead={
        <p>
          These terms apply when you use the {ORGANISATION.name} website, its
          calculators, guides and API. By using the site you accept them. Last
          updated {LAST_UPDATED}.
        </p>
      }
    >
      <ContentSection id="the-service" title="The service">
        <p>
          We provide free calculators and guides that estimate UK income tax,
          National Insurance, student loan repayments, pension contributions and
          related figures for the {TAX_YEAR.label} tax year (and the other years
          the calculators offer). There is no account or subscription, and we
          may change, add or withdraw features at any time.
        </p>
      </ContentSection>

      <ContentSection id="educational-use" title="Educational use, not advice">
        <p>
          Everything on the site is general information for educational
          purposes. It is not financial, tax, legal or investment advice and
          does not take your personal circumstances into account. Results are
          estimates based on the information you enter and the rules as we
          understand them. Before making a decision, check with HMRC or a
          qualified adviser. Our{" "}
          <TextLink href={paths.disclaimer}>disclaimer</TextLink> forms part of
          these terms.
        </p>
      </ContentSection>

      <ContentSection id="accuracy" title="Accuracy">
        <p>
          We work hard to keep figures correct and up to date, and we test our
          calculations against HMRC data, but we cannot promise that the site is
          free of errors, always available, or reflects changes in law the
          moment they happen. Payroll, HMRC and your employer may calculate
          slightly different amounts because of pay-period rounding, tax codes
          and information we do not have.
        </p>
      </ContentSection>

      <ContentSection id="acceptable-use" title="Acceptable use">
        <p>You agree not to:</p>
        <BulletList
          items={[
            "use the site or API in a way that breaks the law or harms other users;",
            "overload the service, get round rate limits, or probe or attack its security;",
            "scrape the site in bulk or present our content as your own;",
            "submit other people's personal information through the contact form.",
          ]}
        />
      </ContentSection>

      <ContentSection id="api" title="Using our API">
        <p>
          The calculation API is offered free of charge on a fair-use basis,
          without any service level. We may limit or block traffic that affects
          other users. If you show results from the API to others, say that they
          are estimates and link to this site.
        </p>
      </ContentSection>

      <ContentSection id="intellectual-property" title="Intellectual property">
        <p>
          The site&apos;s design, text and graphics belong to{" "}
          {ORGANISATION.name}. You may share links and quote short extracts with
          a link back. The calculation engine is published as an open-source
          package under its own licence.
        </p>
      </ContentSection>

      <ContentSection id="advertising-links" title="Advertising and links">
        <p>
          The site shows advertising and links to other websites, including
          gov.uk. We are not responsible for the content or products of other
          sites or advertisers; an advert is not a recommendation.
        </p>
      </ContentSection>

      <ContentSection id="liability" title="Liability">
        <p>
          The site is provided free and &quot;as is&quot;. To the extent the law
          allows, we are not liable for any loss arising from reliance on its
          results or content, including financial decisions, tax returns or
          payroll made using them. Nothing in these terms limits liability that
          cannot be limited by law, such as for death or personal injury caused
          by negligence or for fraud.
        </p>
      </ContentSection>

      <ContentSection id="privacy" title="Privacy">
        <p>
          How we handle data, cookies and consent is explained in our{" "}
          <TextLink href={paths.privacyPolicy}>privacy policy</TextLink>.
        </p>
      </ContentSection>

      <ContentSection id="changes-law" title="Changes and governing law">
        <p>
          We may update these terms; the date at the top shows the latest
          version, and continuing to use the site means you accept it. These
          terms are governed by the law of England and Wales, and the courts of
          England and Wales have jurisdiction, except that if you live in
          Scotland or Northern Ireland you may also bring proceedings there.
        </p>
      </ContentSection>

      <ContentSection id="contact" title="Contact">
        <p>
          Questions about these terms: <EmailLink /> or our{" "}
          <TextLink href={paths.contact}>contact page</TextLink>.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
