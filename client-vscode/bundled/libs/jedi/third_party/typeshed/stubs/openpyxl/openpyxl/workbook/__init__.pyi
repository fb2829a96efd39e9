from .workbook import Workbook as Workbook
