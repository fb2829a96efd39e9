from .drawing import Drawing as Drawing
