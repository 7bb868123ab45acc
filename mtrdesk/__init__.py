"""mtrdesk: run Magic: The Gathering tournaments by the Magic Tournament Rules."""

__version__ = "0.1.0"
