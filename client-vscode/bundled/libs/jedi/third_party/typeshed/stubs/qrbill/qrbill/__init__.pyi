from .bill import QRBill as QRBill
