/** Shared by the Guides placeholder button and the real dropdown trigger, so the swap is invisible. */
export const guidesTriggerClass =
  "inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 data-[state=open]:bg-slate-100";
