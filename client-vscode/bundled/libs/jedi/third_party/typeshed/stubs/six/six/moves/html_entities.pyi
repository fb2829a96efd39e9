from html.entities import *
