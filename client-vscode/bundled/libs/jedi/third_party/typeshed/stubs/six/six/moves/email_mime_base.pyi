from email.mime.base import *
