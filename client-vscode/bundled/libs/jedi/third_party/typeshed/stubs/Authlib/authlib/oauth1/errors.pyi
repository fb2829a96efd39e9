from authlib.oauth1.rfc5849.errors import *
