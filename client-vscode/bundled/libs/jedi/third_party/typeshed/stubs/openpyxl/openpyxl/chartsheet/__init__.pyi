from .chartsheet import Chartsheet as Chartsheet
