import { ContactForm } from "../features/contact/contact-form";
import { ORGANISATION } from "../features/content/content-data";
import {
  ContentPage,
  ContentSection,
  FaqList,
} from "../features/content/content-layout";
import { EmailLink, TextLink } from "../features/content/text-links";
import { OfficeHoursTable } from "../features/content/office-hours";
import { paths } from "../paths";

const FAQ = [
  {
    question: "How quickly will you reply?",
    answer: (
      <p>
        Within {ORGANISATION.replyWithinHours} hours during office hours;
        messages sent at the weekend are answered on Monday.
      </p>
    ),
  },
  {
    question: "Can you give me personal tax or financial advice?",
    answer: (
      <p>
        No. Our calculators and guides are for education only. For advice on
        your own situation, speak to HMRC, a chartered tax adviser or an
        FCA-regulated financial adviser. See our{" "}
        <TextLink href={paths.disclaimer}>disclaimer</TextLink>.
      </p>
    ),
  },
  {
    question: "I think a calculation is wrong. What should I send?",
    answer: (
      <p>
        The inputs you used (salary, region, tax code, student loan plan,
        pension), the figure you expected and where it comes from, such as a
        payslip or an HMRC letter. Please leave out your name, National
        Insurance number and employer.
      </p>
    ),
  },
  {
    question: "Why does my payslip differ from the calculator by a few pounds?",
    answer: (
      <p>
        The calculators work out the tax for a full year. Payroll works pay
        period by pay period with HMRC&apos;s rounding rules and tax tables, so
        a monthly payslip can differ by pennies or a few pounds, more in a month
        with a bonus or a tax code change.
      </p>
    ),
  },
  {
    question: "Do you store what I type into the calculators or this form?",
    answer: (
      <p>
        No. Calculator inputs are used only to work out your result, and this
        contact form does not send your message anywhere yet: please email us
        instead if you need a reply. Details are in our{" "}
        <TextLink href={paths.privacyPolicy}>privacy policy</TextLink>.
      </p>
    ),
  },
  {
    question: "Can I use your calculators in my business or website?",
    answer: (
      <p>
        Developers can call the same calculations through our HTTP API,
        documented on the{" "}
        <a href={paths.apiDocs} className="text-blue-700 underline">
          API documentation page
        </a>
        , or use the open-source engine package. Email us before heavy use.
      </p>
    ),
  },
];

export default function ContactPage() {
  return (
    <ContentPage
      title="Contact Us"
      lead={
        <p>
          Questions, corrections or ideas for a new calculator: we read every
          message and reply within {ORGANISATION.replyWithinHours} hours.
        </p>
      }
    >
      <ContentSection id="message" title="Send us a message">
        <ContactForm />
      </ContentSection>

      <ContentSection id="contact-info" title="Contact information">
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold">Email</dt>
          <dd>
            <EmailLink />
          </dd>
          <dt className="font-semibold">Response time</dt>
          <dd>Within {ORGANISATION.replyWithinHours} hours</dd>
        </dl>
        <OfficeHoursTable />
      </ContentSection>

      <ContentSection id="contact-faq" title="Frequently asked questions">
        <FaqList items={FAQ} />
      </ContentSection>
    </ContentPage>
  );
}
