from email.mime.multipart import *
