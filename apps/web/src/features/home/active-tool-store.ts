import { create } from "zustand";
import { DEFAULT_TOOL, type ToolId } from "../../tools";

/** The tool shown on the home page: one of six ids, initially the take-home calculator. */
interface ActiveToolState {
  activeTool: ToolId;
  setActiveTool: (tool: ToolId) => void;
}

export const useActiveToolStore = create<ActiveToolState>((set) => ({
  activeTool: DEFAULT_TOOL,
  setActiveTool: (activeTool) => {
    set({ activeTool });
  },
}));

export function resetActiveTool(): void {
  useActiveToolStore.setState({ activeTool: DEFAULT_TOOL });
}
