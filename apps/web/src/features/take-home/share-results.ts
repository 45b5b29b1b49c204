import { toast } from "../../lib/toast-store";

/**
 * Share Results: the native share sheet when the browser has one, otherwise copy
 * the page link and say 'Link Copied'; if neither works, 'Share Failed'. Closing the share sheet
 * without sharing is not a failure.
 */
export async function shareResults(details: {
  title: string;
  text: string;
}): Promise<void> {
  const url = window.location.href;
  try {
    if (typeof navigator.share === "function") {
      await navigator.share({ title: details.title, text: details.text, url });
      return;
    }
    await navigator.clipboard.writeText(url);
    toast({
      title: "Link Copied",
      description: "The link to this page has been copied to your clipboard.",
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") return;
    toast({
      title: "Share Failed",
      description: "Unable to share or copy link.",
      variant: "destructive",
    });
  }
}

/** Export PDF: only tells the user the report is on its way. */
export function exportPdf(): void {
  toast({
    title: "Export Started",
    description: "Your PDF report is being generated...",
  });
}
