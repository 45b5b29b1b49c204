import { createSeedableStore } from "../../lib/seedable-store";
import { DEFAULT_TOOL, type ToolId } from "../../paths";

/** The tool shown on the home page: one of six ids, initially the take-home calculator. */
interface ActiveToolState {
  activeTool: ToolId;
  setActiveTool: (tool: ToolId) => void;
}

// Seedable: a page rendered on request for `?tool=reverse` hydrates with that tool shown.
export const useActiveToolStore = createSeedableStore<ActiveToolState>(
  (set) => ({
    activeTool: DEFAULT_TOOL,
    setActiveTool: (activeTool) => {
      set({ activeTool });
    },
  }),
);

export function resetActiveTool(): void {
  useActiveToolStore.setState({ activeTool: DEFAULT_TOOL });
}
