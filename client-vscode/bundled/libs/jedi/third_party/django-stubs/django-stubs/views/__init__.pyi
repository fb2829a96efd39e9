from .generic.base import View as View
