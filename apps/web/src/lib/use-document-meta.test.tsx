import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useDocumentMeta } from "./use-document-meta";

function Page({ title, description }: { title: string; description: string }) {
  useDocumentMeta(title, description);
  return null;
}

function metaDescription(): string | null {
  return (
    document.head
      .querySelector('meta[name="description"]')
      ?.getAttribute("content") ?? null
  );
}

describe("useDocumentMeta", () => {
  it("sets the title with the site name and the meta description", () => {
    render(<Page title="Pension Guide" description="How pensions work." />);
    expect(document.title).toBe("Pension Guide | UK Pay & Tax Calculator");
    expect(metaDescription()).toBe("How pensions work.");
  });

  it("does not repeat the site name and reuses one meta element", () => {
    const { rerender } = render(
      <Page title="UK Pay & Tax Calculator 2025/26" description="First." />,
    );
    rerender(
      <Page title="UK Pay & Tax Calculator 2025/26" description="Second." />,
    );
    expect(document.title).toBe("UK Pay & Tax Calculator 2025/26");
    expect(metaDescription()).toBe("Second.");
    expect(
      document.head.querySelectorAll('meta[name="description"]'),
    ).toHaveLength(1);
  });
});
