from email.mime.base import MIMEBase

__all__ = ["MIMENonMultipart"]

class MIMENonMultipart(MIMEBase): ...
