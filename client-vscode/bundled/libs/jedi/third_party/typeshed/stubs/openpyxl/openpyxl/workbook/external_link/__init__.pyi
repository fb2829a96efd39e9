from .external import ExternalLink as ExternalLink
