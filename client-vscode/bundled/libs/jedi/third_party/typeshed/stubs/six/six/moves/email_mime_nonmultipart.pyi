from email.mime.nonmultipart import *
