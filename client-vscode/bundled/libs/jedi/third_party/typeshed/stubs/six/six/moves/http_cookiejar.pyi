from http.cookiejar import *
