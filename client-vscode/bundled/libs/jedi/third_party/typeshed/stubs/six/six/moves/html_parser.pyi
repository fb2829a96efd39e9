from html.parser import *
