from email.mime.text import *
