"""Text environments and the worker pool that runs them (no torch imports here)."""
