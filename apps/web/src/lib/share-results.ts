import { toast } from "./toast-store";

/**
 * Share Results: the native share sheet when the browser has one, otherwise copy
 * the link and say 'Link Copied'; if neither works, 'Share Failed'. Closing the share sheet
 * without sharing is not a failure. The link is the result's own (its inputs in the query string).
 */
export async function shareResults(details: {
  title: string;
  text: string;
  url: string;
}): Promise<void> {
  const { url } = details;
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

/** Export PDF's toast; the print layout follows (result-actions.tsx). */
export function exportStarted(): void {
  toast({
    title: "Export Started",
    description: "Your PDF report is being generated...",
  });
}
