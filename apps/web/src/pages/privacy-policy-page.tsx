import {
  CONSENT_STORAGE,
  ORGANISATION,
} from "../features/content/content-data";
import {
  BulletList,
  ContentPage,
  ContentSection,
  SubSection,
} from "../features/content/content-layout";
import { DataTable } from "../features/content/data-table";
import { EmailLink, TextLink } from "../features/content/text-links";
import { paths } from "../paths";

const LAST_UPDATED = "6 April 2025";

export default function PrivacyPolicyPage() {
  return (
    <ContentPage
      title="Privacy Policy"
      lead={
        <p>
          This policy explains what information the {ORGANISATION.name} website
          uses, why, and the choices you have. Last updated {LAST_UPDATED}.
        </p>
      }
    >
      <ContentSection id="summary" title="In short">
        <BulletList
          items={[
            "You do not need an account, and we never ask who you are to run a calculation.",
            "Your salary details are used only to produce your result. They are not stored, logged or shared.",
            "Analytics and advertising run only if you agree, and you can change your mind at any time.",
            "Your consent choices are kept in your own browser, not on our servers.",
          ]}
        />
      </ContentSection>

      <ContentSection id="who-we-are" title="Who we are">
        <p>
          {ORGANISATION.name} is the data controller for this website. You can
          contact us about privacy at <EmailLink />.
        </p>
      </ContentSection>

      <ContentSection
        id="browser-storage"
        title="What we store in your browser"
      >
        <p>
          We use your browser&apos;s local storage, not cookies of our own, to
          remember your consent choices. Nothing else about you is kept there by
          us.
        </p>
        <DataTable
          caption="Items this site keeps in local storage"
          rows={CONSENT_STORAGE.keys}
          rowKey={(row) => row.key}
          columns={[
            {
              header: "Name",
              cell: (row) => <code>{row.key}</code>,
              rowHeader: true,
            },
            { header: "Values", cell: (row) => row.values },
            { header: "Purpose", cell: (row) => row.purpose },
          ]}
        />
        <p>
          These items stay until you change your choice or clear your
          browser&apos;s site data. They are essential to respect your choice
          and are always on.
        </p>
        <p>
          Saved results are kept only when you ask for them with Save Results,
          stay in your browser (they are never sent to us) and can be deleted
          one by one under Saved results on the home page. Because you ask for
          them, they do not depend on your analytics or advertising choices.
        </p>
      </ContentSection>

      <ContentSection
        id="consent"
        title="Your consent choices and how to change them"
      >
        <p>
          When you first visit, a cookie banner asks for your choice.{" "}
          <strong>Accept All</strong> allows analytics and advertising;{" "}
          <strong>Reject</strong> refuses both; <strong>Customize</strong> lets
          you switch analytics and advertising on or off separately (both start
          off). Essential storage is always on.
        </p>
        <p>
          To change your mind, clear this site&apos;s data in your browser
          settings (for example, Settings → Privacy → Site data). The banner
          then appears again on your next visit and you can choose afresh.
          Withdrawing consent does not affect anything that happened before.
        </p>
      </ContentSection>

      <ContentSection
        id="analytics-advertising"
        title="Analytics and advertising"
      >
        <SubSection title="Analytics">
          <p>
            If, and only if, you accept analytics, we use an analytics service
            to count visits and see which pages and calculators are used, so we
            can improve them. It receives pseudonymous information such as pages
            viewed, device type and approximate location derived from your IP
            address. It never receives the figures you type into a calculator.
          </p>
        </SubSection>
        <SubSection title="Advertising">
          <p>
            The site is funded by advertising. If, and only if, you accept
            advertising, an advertising network may use cookies to show ads
            relevant to you and to measure them. If you refuse, no advertising
            scripts are loaded for personalised ads. The ad spaces on our pages
            never receive calculator inputs.
          </p>
        </SubSection>
        <p>
          Our legal basis for analytics and advertising is your consent (UK GDPR
          Article 6(1)(a) and the Privacy and Electronic Communications
          Regulations).
        </p>
      </ContentSection>

      <ContentSection id="calculations" title="Calculations and our API">
        <p>
          When you press a calculate button, the figures you entered (such as
          salary, region, tax code, pension and student loan plan) are sent over
          an encrypted connection to our calculation service, which returns the
          result. They do not identify you, are not written to any database and
          are not recorded in our server logs. Our servers keep ordinary
          technical logs (time, address requested, response code and IP address)
          for up to 30 days to keep the service secure and to limit abuse.
        </p>
        <p>
          Developers who call our API directly are covered by the same rules:
          request bodies are never logged.
        </p>
      </ContentSection>

      <ContentSection id="contact-form" title="The contact form">
        <p>
          The <TextLink href={paths.contact}>contact form</TextLink> checks what
          you type in your browser and confirms on screen, but does not
          currently send your message or store it anywhere. If you need a reply,
          please email us. When you email us, we keep your message and our reply
          for up to 12 months, then delete them.
        </p>
      </ContentSection>

      <ContentSection id="retention" title="How long we keep data">
        <BulletList
          items={[
            "Calculator inputs: not kept at all.",
            "Consent choices: in your browser until you clear them.",
            "Server technical logs: up to 30 days.",
            "Emails to us: up to 12 months.",
            "Analytics data (only with consent): as set by the analytics service, at most 14 months.",
          ]}
        />
      </ContentSection>

      <ContentSection id="your-rights" title="Your rights under UK GDPR">
        <p>You have the right to:</p>
        <BulletList
          items={[
            "be told how your data is used (this policy);",
            "get a copy of the personal data we hold about you;",
            "have inaccurate data corrected;",
            "have your data deleted;",
            "restrict or object to how we use it;",
            "withdraw consent at any time;",
            "move your data to another service where that applies.",
          ]}
        />
        <p>
          To use any of these rights, email us; we answer within one month. If
          you are unhappy with our answer you can complain to the Information
          Commissioner&apos;s Office (ico.org.uk).
        </p>
      </ContentSection>

      <ContentSection id="children" title="Children">
        <p>
          This site is meant for adults and we do not knowingly collect
          information about children.
        </p>
      </ContentSection>

      <ContentSection id="changes" title="Changes to this policy">
        <p>
          We will update this page when our practices change and show the date
          of the latest version at the top.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
