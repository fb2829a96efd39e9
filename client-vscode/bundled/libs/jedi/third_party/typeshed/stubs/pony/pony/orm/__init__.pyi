from pony.orm.core import *
